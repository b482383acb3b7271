// What the page benchmark prints: per page the shop's figures beside the floor's, then the budgets.
import type { LighthouseFigures } from './lighthouse.ts';
import type { TransferFigures } from './transfer.ts';

export interface Measured {
  transfer: TransferFigures | Error;
  lighthouse: LighthouseFigures | Error;
}

export interface PageResult {
  name: string;
  path: string;
  shop: Measured;
  floor: Measured;
}

/** Budgets against the floor, on this machine. */
export const BUDGET = { productJsRatio: 1.15, scoreBelowFloor: 5, tbtMs: 200, cls: 0 };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const clsText = (value: number) => (value === 0 ? '0' : value >= 0.0001 ? value.toFixed(4) : value.toPrecision(2));
const errorText = (error: Error) => error.message.split('\n')[0] ?? String(error);

type Figure = number | null;
const transferOf = (m: Measured, pick: (t: TransferFigures) => number): Figure => (m.transfer instanceof Error ? null : pick(m.transfer));
const lighthouseOf = (m: Measured, pick: (l: LighthouseFigures) => number | null): Figure => (m.lighthouse instanceof Error ? null : pick(m.lighthouse));

const ratio = (shop: Figure, floor: Figure) => (shop === null || floor === null || floor === 0 ? '' : `${(shop / floor).toFixed(2)} x`);
const points = (shop: Figure, floor: Figure) => (shop === null || floor === null ? '' : `${shop - floor >= 0 ? '+' : ''}${shop - floor}`);

const within = (value: Figure, ok: (value: number) => boolean): Verdict => (value === null ? null : ok(value));
const shown = (value: Figure, format: (value: number) => string) => (value === null ? 'n/a' : format(value));
const score = (m: Measured) => lighthouseOf(m, (l) => l.score);
const tbt = (m: Measured) => lighthouseOf(m, (l) => l.tbtMs);
const cls = (m: Measured) => lighthouseOf(m, (l) => l.cls);

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ')}`.trimEnd())
    .join('\n');
}

/** The lowest to the highest run of a median figure, which says how far one run can be trusted. */
const runsOf = (m: Measured, figure: 'score' | 'tbtMs', format: (value: number) => string) => {
  const range = m.lighthouse instanceof Error ? null : m.lighthouse.spread?.[figure];
  return range ? `${format(range[0])} to ${format(range[1])}` : 'n/a';
};

/** The lines of one page: figure, shop, floor, shop against floor. */
function pageRows({ shop, floor }: PageResult): string[][] {
  const row = (label: string, pick: (m: Measured) => Figure, format: (value: number) => string, compare: (shop: Figure, floor: Figure) => string) => {
    const [s, f] = [pick(shop), pick(floor)];
    return [label, shown(s, format), shown(f, format), compare(s, f)];
  };
  const none = () => '';
  return [
    ['', 'shop', 'floor', 'shop/floor'],
    row('JS (first view, gzip)', (m) => transferOf(m, (t) => t.jsGzip), kB, ratio),
    row('JS (first view, sent)', (m) => transferOf(m, (t) => t.jsSent), kB, ratio),
    row('JS files', (m) => transferOf(m, (t) => t.jsFiles), String, none),
    row('CSS (first view, gzip)', (m) => transferOf(m, (t) => t.cssGzip), kB, none),
    row('requests', (m) => transferOf(m, (t) => t.requests), String, none),
    row('fonts', (m) => transferOf(m, (t) => t.fontBytes), kB, none),
    row('images', (m) => transferOf(m, (t) => t.imageBytes), kB, none),
    row('Lighthouse performance', (m) => lighthouseOf(m, (l) => l.score), String, points),
    row('FCP', (m) => lighthouseOf(m, (l) => l.fcpMs), ms, ratio),
    row('LCP', (m) => lighthouseOf(m, (l) => l.lcpMs), ms, ratio),
    row('TBT', (m) => lighthouseOf(m, (l) => l.tbtMs), ms, none),
    ['  runs: performance', runsOf(shop, 'score', String), runsOf(floor, 'score', String), ''],
    ['  runs: TBT', runsOf(shop, 'tbtMs', ms), runsOf(floor, 'tbtMs', ms), ''],
    row('CLS', (m) => lighthouseOf(m, (l) => l.cls), clsText, none),
  ];
}

/** Failures and warnings of one side, worth a line each. */
function notes(side: string, { transfer, lighthouse }: Measured): string[] {
  const lines: string[] = [];
  if (transfer instanceof Error) lines.push(`first view FAILED: ${errorText(transfer)}`);
  else {
    if (transfer.uncompressed.length) lines.push(`sent uncompressed, gzipped here: ${transfer.uncompressed.map((path) => path.split('/').pop()).join(', ')}`);
    if (transfer.external.length) lines.push(`off-host requests: ${transfer.external.join(', ')}`);
    if (transfer.failed.length) lines.push(`failed requests: ${transfer.failed.join(', ')}`);
  }
  if (lighthouse instanceof Error) lines.push(`Lighthouse FAILED: ${errorText(lighthouse)}`);
  else lines.push(...lighthouse.notes.map((note) => `Lighthouse${lighthouse.via === 'cli' ? ' (CLI)' : ''}: ${note}`));
  return lines.map((line) => `  ${side}: ${line}`);
}

export function printPage(result: PageResult) {
  console.log(`\n${result.name}  ${result.path}\n${table(pageRows(result))}`);
  for (const line of [...notes('shop', result.shop), ...notes('floor', result.floor)]) console.log(line);
}

type Verdict = boolean | null;
const mark = (ok: Verdict) => (ok === null ? 'n/a ' : ok ? 'OK  ' : 'OVER');
/** OVER as soon as one page is over; n/a if a page could not be measured and none is over. */
const allOf = (verdicts: Verdict[]): Verdict => (verdicts.includes(false) ? false : verdicts.includes(null) ? null : true);

export function printSummary(results: PageResult[], readyMs: number) {
  const product = results.find((r) => r.name === 'product');
  const shopJs = product ? transferOf(product.shop, (t) => t.jsGzip) : null;
  const floorJs = product ? transferOf(product.floor, (t) => t.jsGzip) : null;
  /** A budget that every page keeps: the verdict over all pages and each page's figure. */
  const perPage = (label: string, verdict: (r: PageResult) => Verdict, show: (r: PageResult) => string): [Verdict, string, string] => [
    allOf(results.map(verdict)),
    label,
    results.map((r) => `${r.name} ${show(r)}`).join(', '),
  ];

  const lines: [Verdict, string, string][] = [
    [
      floorJs === null ? null : within(shopJs, (js) => js <= BUDGET.productJsRatio * floorJs),
      `JS first view of the product page <= ${BUDGET.productJsRatio} x floor`,
      `${shown(shopJs, kB)} against ${shown(floorJs, kB)}: ${ratio(shopJs, floorJs) || 'n/a'}`,
    ],
    perPage(
      `Lighthouse performance >= floor - ${BUDGET.scoreBelowFloor} on each page`,
      (r) => {
        const floor = score(r.floor);
        return floor === null ? null : within(score(r.shop), (shop) => shop >= floor - BUDGET.scoreBelowFloor);
      },
      (r) => `${shown(score(r.shop), String)} (floor ${shown(score(r.floor), String)})`,
    ),
    perPage(
      `TBT <= ${BUDGET.tbtMs} ms on each page`,
      (r) => within(tbt(r.shop), (value) => value <= BUDGET.tbtMs),
      (r) => shown(tbt(r.shop), ms),
    ),
    perPage(
      'CLS = 0 on each page',
      (r) => within(cls(r.shop), (value) => value === BUDGET.cls),
      (r) => shown(cls(r.shop), clsText),
    ),
  ];
  const width = Math.max(...lines.map(([, label]) => label.length));
  console.log('\nBudgets (shop against the floor: an empty page with the same libraries, built and served the same way)');
  console.log(`  shop server ready (spawn to /healthz 200): ${Math.round(readyMs)} ms`);
  for (const [ok, label, value] of lines) console.log(`  ${mark(ok)}  ${label.padEnd(width)}  ${value}`);
  console.log(
    '  (kB = 1000 bytes; first view: fresh Chromium context, 1280x720, until network idle; Lighthouse: default mobile config, simulated throttling, median of each figure over the runs)',
  );
}
