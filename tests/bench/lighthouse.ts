// Lighthouse mobile performance (default config: formFactor mobile, simulated throttling) for one URL.
// Uses the Node API; if lighthouse or chrome-launcher cannot be loaded, falls back to `npx lighthouse` (CLI).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { onCleanup, unlessAborted } from './cleanup.ts';

export interface LighthouseFigures {
  /** 0–100, null when Lighthouse could not score the page */
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** the lowest and highest score and TBT of the runs the figures are the median of */
  spread?: { score: [number, number] | null; tbtMs: [number, number] | null };
  /** Lighthouse's runtime error or warnings worth showing */
  notes: string[];
  via: 'node' | 'cli';
}

export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The few parts of a Lighthouse result (LH.Result) the bench reads. */
interface LhrLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

type LighthouseApi = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{ lhr: LhrLike } | undefined>;

interface NodeApi {
  lighthouse: LighthouseApi;
  launch: (options: { chromePath: string; chromeFlags: string[]; logLevel: 'silent'; handleSIGINT: boolean }) => Promise<{ port: number; kill: () => void }>;
}

let nodeApi: Promise<NodeApi | Error> | undefined;

function loadNodeApi(): Promise<NodeApi | Error> {
  return (nodeApi ??= (async () => {
    try {
      const [lighthouseModule, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
      const lighthouse: LighthouseApi = lighthouseModule.default;
      return { lighthouse, launch: chromeLauncher.launch };
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  })());
}

function figuresOf(lhr: LhrLike, via: LighthouseFigures['via']): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score ?? null;
  const notes = [...(lhr.runWarnings ?? [])];
  if (lhr.runtimeError) notes.unshift(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    score: score === null ? null : Math.round(score * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    notes,
    via,
  };
}

async function viaNode(api: NodeApi, url: string, chromePath: string): Promise<LighthouseFigures> {
  const chrome = await api.launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  const kill = () => chrome.kill();
  const unregister = onCleanup(kill);
  process.once('exit', kill); // last resort: chrome-launcher's kill is synchronous
  try {
    const run = api.lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const result = await unlessAborted(run);
    if (!result) throw new Error('Lighthouse returned no result');
    return figuresOf(result.lhr, 'node');
  } finally {
    unregister();
    process.off('exit', kill);
    kill();
  }
}

async function viaCli(root: string, url: string, chromePath: string): Promise<LighthouseFigures> {
  const args = [
    '--no-install',
    'lighthouse',
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
  ];
  const run = promisify(execFile)('npx', args, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 256 * 1024 * 1024,
  });
  const unregister = onCleanup(() => void run.child.kill('SIGINT')); // the CLI stops its Chrome on SIGINT
  const { stdout } = await unlessAborted(run).finally(unregister);
  return figuresOf(JSON.parse(stdout) as LhrLike, 'cli');
}

/** Runs Lighthouse on `url`. `BENCH_LIGHTHOUSE=cli` forces the CLI. */
export async function runLighthouse(root: string, url: string, chromePath: string): Promise<LighthouseFigures> {
  const api = process.env.BENCH_LIGHTHOUSE === 'cli' ? new Error('CLI forced by BENCH_LIGHTHOUSE=cli') : await loadNodeApi();
  if (api instanceof Error) {
    const figures = await viaCli(root, url, chromePath);
    figures.notes.push(`Node API unavailable (${api.message.split('\n')[0]}), used the CLI`);
    return figures;
  }
  return viaNode(api, url, chromePath);
}

const sorted = (values: (number | null)[]) => values.filter((value): value is number => value !== null).sort((a, b) => a - b);
const median = (values: (number | null)[]): number | null => {
  const known = sorted(values);
  return known.length === 0 ? null : known[Math.floor(known.length / 2)]!;
};
const spread = (values: (number | null)[]): [number, number] | null => {
  const known = sorted(values);
  return known.length === 0 ? null : [known[0]!, known.at(-1)!];
};

/**
 * The median of each figure over several runs of one page, with the lowest and highest score and TBT: on this
 * machine the same build's TBT moves by hundreds of milliseconds and its score by ten points from one run to the next.
 */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  return {
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    spread: { score: spread(runs.map((run) => run.score)), tbtMs: spread(runs.map((run) => run.tbtMs)) },
    notes: [...new Set(runs.flatMap((run) => run.notes))],
    via: runs[0]!.via,
  };
}
