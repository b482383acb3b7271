// Page benchmark (`npm run bench`, after `npm run build`): starts the built storefront on 127.0.0.1 with a fresh
// in-memory database and, for the home page, a listing and a product page, prints what the first view sends
// (JS/CSS in gzip kB, requests, image bytes; Chromium through playwright) and Lighthouse mobile figures.
// It prints figures against the budgets, it does not fail on them: the exit code is 0 unless the bench itself broke.
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 3199, another free port if taken),
// BENCH_LIGHTHOUSE=cli (use the Lighthouse CLI instead of its Node API).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { abort, checkAborted, onCleanup, runCleanups } from './cleanup.ts';
import { type LighthouseFigures, runLighthouse } from './lighthouse.ts';
import { type RunningServer, startServer } from './server.ts';
import { CHROMIUM_ARGS, type TransferFigures, measureTransfer } from './transfer.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT || 3199);

const BUDGET = { productJsKb: 150, performance: 90, cls: 0 };

interface PageResult {
  name: string;
  path: string;
  transfer: TransferFigures | Error;
  lighthouse: LighthouseFigures | Error;
}

// ---- formatting ------------------------------------------------------------------------------------------------

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const clsText = (value: number | null) => {
  if (value === null) return 'n/a';
  if (value === 0) return '0';
  return value >= 0.0001 ? value.toFixed(4) : value.toPrecision(2);
};
const errorText = (error: Error) => error.message.split('\n')[0] ?? String(error);

function table(rows: [string, string][]) {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n');
}

function printPage(result: PageResult) {
  const rows: [string, string][] = [];
  const { transfer: t, lighthouse: lh } = result;
  if (t instanceof Error) {
    rows.push(['first view', `FAILED: ${errorText(t)}`]);
  } else {
    rows.push(['JS (first view)', `${kB(t.jsGzip)} gzip in ${t.jsFiles} file${t.jsFiles === 1 ? '' : 's'}`]);
    rows.push(['CSS (first view)', `${kB(t.cssGzip)} gzip in ${t.cssFiles} file${t.cssFiles === 1 ? '' : 's'}`]);
    rows.push(['requests', String(t.requests)]);
    rows.push(['images', `${kB(t.imageBytes)} in ${t.images} response${t.images === 1 ? '' : 's'}`]);
    if (t.uncompressed.length) rows.push(['sent raw, gzipped here', t.uncompressed.map((path) => path.split('/').pop()).join(', ')]);
    if (t.external.length) rows.push(['off-host requests', t.external.join(', ')]);
    if (t.failed.length) rows.push(['failed requests', t.failed.join(', ')]);
  }
  if (lh instanceof Error) {
    rows.push(['Lighthouse', `FAILED: ${errorText(lh)}`]);
  } else {
    rows.push([`Lighthouse performance${lh.via === 'cli' ? ' (CLI)' : ''}`, lh.score === null ? 'n/a' : String(lh.score)]);
    rows.push(['LCP', ms(lh.lcpMs)]);
    rows.push(['TBT', ms(lh.tbtMs)]);
    rows.push(['CLS', clsText(lh.cls)]);
    for (const note of lh.notes) rows.push(['Lighthouse note', note]);
  }
  console.log(`\n${result.name}  ${result.path}\n${table(rows)}`);
}

function printSummary(results: PageResult[], server: RunningServer) {
  const verdict = (ok: boolean | null) => (ok === null ? 'n/a ' : ok ? 'OK  ' : 'OVER');
  const product = results.find((r) => r.name === 'product');
  const productJs = product && !(product.transfer instanceof Error) ? product.transfer.jsGzip : null;
  const scores = results.map((r) => (r.lighthouse instanceof Error ? null : r.lighthouse.score));
  const clses = results.map((r) => (r.lighthouse instanceof Error ? null : r.lighthouse.cls));
  const all = (values: (number | null)[], ok: (value: number) => boolean) =>
    values.some((v) => v === null) ? (values.some((v) => v !== null && !ok(v)) ? false : null) : values.every((v) => ok(v as number));
  const each = (values: (number | null)[], show: (value: number | null) => string) =>
    results.map((r, i) => `${r.name} ${show(values[i] ?? null)}`).join(', ');

  const lines: [string, string, string][] = [
    [
      verdict(productJs === null ? null : productJs / 1000 <= BUDGET.productJsKb),
      `JS first view of product page <= ${BUDGET.productJsKb} kB gzip`,
      productJs === null ? 'n/a' : kB(productJs),
    ],
    [
      verdict(all(scores, (s) => s >= BUDGET.performance)),
      `Lighthouse performance >= ${BUDGET.performance} on each page`,
      each(scores, (s) => (s === null ? 'n/a' : String(s))),
    ],
    [verdict(all(clses, (c) => c === BUDGET.cls)), 'CLS = 0', each(clses, clsText)],
  ];
  const width = Math.max(...lines.map(([, label]) => label.length));
  console.log('\nSummary');
  console.log(`  server ready (spawn to /healthz 200): ${Math.round(server.readyMs)} ms`);
  for (const [mark, label, value] of lines) console.log(`  ${mark}  ${label.padEnd(width)}  ${value}`);
  console.log('  (kB = 1000 bytes; first view: fresh Chromium context, 1280x720, until network idle; Lighthouse: default mobile config, simulated throttling)');
}

// ---- run -------------------------------------------------------------------------------------------------------

async function firstProductPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/pim/api/products?category=iphone`);
  if (!response.ok) throw new Error(`GET /pim/api/products?category=iphone answered ${response.status}`);
  const body = (await response.json()) as { data?: { items?: { slug: string; productId: number }[] } };
  const first = body.data?.items?.[0];
  if (!first) throw new Error('GET /pim/api/products?category=iphone returned no products');
  return `/product/${first.slug}_${first.productId}`;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

async function main(): Promise<number> {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first (`npm run bench` does).');
    return 1;
  }
  if (!existsSync(CHROME_PATH)) {
    console.error(`No Chromium at ${CHROME_PATH}: set CHROME_PATH.`);
    return 1;
  }

  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the server and browsers`);
    void abort(signal);
    setTimeout(() => process.exit(130), 15_000).unref(); // in case something hangs while unwinding
  };
  // Stopping Lighthouse's Chrome mid-run leaves Lighthouse with rejections nobody awaits: ignore those once interrupted.
  const onUnhandledRejection = (reason: unknown) => {
    if (!interrupted) throw reason;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('unhandledRejection', onUnhandledRejection);

  try {
    console.log('Starting the server (DATABASE_URL=memory://) …');
    const server = await startServer(ROOT, PORT);
    checkAborted();
    console.log(`Server at ${server.origin}, answered /healthz ${Math.round(server.readyMs)} ms after spawn`);

    const pages: Omit<PageResult, 'transfer' | 'lighthouse'>[] = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/iphone' },
      { name: 'product', path: await firstProductPath(server.origin) },
    ];

    console.log(`Loading ${pages.length} pages in Chromium (${CHROME_PATH}) …`);
    const launching = chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true, handleSIGINT: false, handleSIGTERM: false });
    const closeBrowser = () => launching.then((b: Browser) => b.close()).catch(() => undefined);
    const unregisterBrowser = onCleanup(closeBrowser);
    const browser = await launching;
    const transfers: (TransferFigures | Error)[] = [];
    for (const page of pages) {
      checkAborted();
      transfers.push(await measureTransfer(browser, server.origin + page.path).catch(asError));
    }
    unregisterBrowser();
    await closeBrowser();

    console.log('Running Lighthouse (mobile, simulated throttling) …');
    const results: PageResult[] = [];
    for (const [i, page] of pages.entries()) {
      checkAborted();
      const lighthouse = await runLighthouse(ROOT, server.origin + page.path, CHROME_PATH).catch(asError);
      results.push({ ...page, transfer: transfers[i] ?? new Error('not measured'), lighthouse });
    }

    checkAborted();
    for (const result of results) printPage(result);
    printSummary(results, server);
    return 0;
  } catch (error) {
    if (interrupted) return 130;
    console.error(`\nBench failed: ${asError(error).message}`);
    return 1;
  } finally {
    await runCleanups();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('unhandledRejection', onUnhandledRejection);
  }
}

process.exitCode = await main();
