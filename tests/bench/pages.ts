// Page benchmark (`npm run bench`): builds the shop and the floor (an empty page with the same libraries, see
// tests/bench/floor) into .cache/bench, serves each with the storefront server on 127.0.0.1 and a fresh in-memory
// database and, for the home page, a listing and a product page, prints what the first view sends (JS/CSS in gzip
// kB, requests, image bytes; Chromium through playwright) and Lighthouse mobile figures, the shop beside the floor.
// It prints figures against the budgets, it does not fail on them: the exit code is 0 unless the bench itself broke.
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 3199, the floor's server the next port; others
// if taken), BENCH_LIGHTHOUSE=cli (use the Lighthouse CLI instead of its Node API), BENCH_RUNS (Lighthouse runs per
// page and side, default 3: the medians are printed).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { buildBoth } from './builds.ts';
import { abort, checkAborted, onCleanup, runCleanups } from './cleanup.ts';
import { type LighthouseFigures, medianFigures, runLighthouse } from './lighthouse.ts';
import { type Measured, type PageResult, printPage, printSummary } from './report.ts';
import { startServer } from './server.ts';
import { CHROMIUM_ARGS, measureTransfer } from './transfer.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT || 3199);
const OUT_DIR = join(ROOT, '.cache/bench');
/** Lighthouse runs per page and side, of which the figures' medians are printed. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));

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
  if (!existsSync(CHROME_PATH)) {
    console.error(`No Chromium at ${CHROME_PATH}: set CHROME_PATH.`);
    return 1;
  }

  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the builds, servers and browsers`);
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
    console.log(`Building the shop and the floor into ${OUT_DIR} …`);
    const builds = await buildBoth(ROOT, OUT_DIR);
    checkAborted();
    console.log('Starting their servers (DATABASE_URL=memory://) …');
    // generous: on a busy machine seeding the in-memory database alone can take a minute
    const shop = await startServer(ROOT, PORT, { distDir: builds.shop, timeoutMs: 180_000 });
    const floor = await startServer(ROOT, PORT + 1, { distDir: builds.floor, timeoutMs: 180_000 });
    checkAborted();
    console.log(`Shop at ${shop.origin}, floor at ${floor.origin}`);

    const pages = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/iphone' },
      { name: 'product', path: await firstProductPath(shop.origin) },
    ];
    const servers = { shop, floor };
    const sides = ['shop', 'floor'] as const;

    console.log(`Loading ${pages.length} pages of each in Chromium (${CHROME_PATH}) …`);
    const launching = chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true, handleSIGINT: false, handleSIGTERM: false });
    const closeBrowser = () => launching.then((b: Browser) => b.close()).catch(() => undefined);
    const unregisterBrowser = onCleanup(closeBrowser);
    const browser = await launching;
    const transfers = new Map<string, Measured['transfer']>();
    for (const page of pages) {
      for (const side of sides) {
        checkAborted();
        transfers.set(`${side} ${page.name}`, await measureTransfer(browser, servers[side].origin + page.path).catch(asError));
      }
    }
    unregisterBrowser();
    await closeBrowser();

    // shop and floor in turn, page by page, so that a change in the machine's load touches both alike
    console.log(`Running Lighthouse (mobile, simulated throttling), ${LIGHTHOUSE_RUNS} runs a page, shop and floor in turn …`);
    const results: PageResult[] = [];
    for (const page of pages) {
      const runs = { shop: [] as LighthouseFigures[], floor: [] as LighthouseFigures[] };
      const failed: Partial<Record<(typeof sides)[number], Error>> = {};
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        for (const side of sides) {
          checkAborted();
          const figures = await runLighthouse(ROOT, servers[side].origin + page.path, CHROME_PATH).catch(asError);
          if (figures instanceof Error) failed[side] ??= figures;
          else runs[side].push(figures);
        }
      }
      const measured = (side: (typeof sides)[number]): Measured => ({
        transfer: transfers.get(`${side} ${page.name}`) ?? new Error('not measured'),
        lighthouse: runs[side].length > 0 ? medianFigures(runs[side]) : (failed[side] ?? new Error('not measured')),
      });
      results.push({ ...page, shop: measured('shop'), floor: measured('floor') });
    }

    checkAborted();
    for (const result of results) printPage(result);
    printSummary(results, shop.readyMs);
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
