// Checkout benchmark (`npm run bench:checkout`): builds the shop and the floor like `npm run bench`, logs a shopper in
// through the API with two addresses and a bag, then prints
// - the checkout page's first-view JS (gzip) beside the floor's and the product page's, as ratios (budget: the frame's
//   1.15 x the floor), and
// - the time from the Place order click to the payment page showing the order (budget: under 1 s), over several orders.
// It prints figures, it does not fail on them.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from 'playwright';
import { call, registeredCustomer } from './api-scenarios.ts';
import { buildBoth } from './builds.ts';
import { runCleanups } from './cleanup.ts';
import { startServer } from './server.ts';
import { CHROMIUM_ARGS, measureTransfer } from './transfer.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT || 3199);
const ORDERS = Number(process.env.BENCH_ORDERS || 7);
const JS_BUDGET = 1.15;
const PLACE_BUDGET_MS = 1000;

const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  phone: '0812345678',
  address: '99 Silom Road',
  subdistrict: 'สีลม',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  postcode: '10500',
};
const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  console.log('Building the shop and the floor into .cache/bench …');
  const builds = await buildBoth(ROOT, join(ROOT, '.cache/bench'));
  const shop = await startServer(ROOT, PORT, { distDir: builds.shop, timeoutMs: 180_000 });
  const floor = await startServer(ROOT, PORT + 1, { distDir: builds.floor, timeoutMs: 180_000 });
  const origin = shop.origin;

  const shopper = await registeredCustomer(origin);
  for (const type of ['shipping', 'billing'])
    await call(
      origin,
      'POST',
      '/customer/api/profile/addresses',
      { type, ...ADDRESS, ...(type === 'billing' ? { taxId: '1101700207030' } : {}) },
      shopper.auth,
    );
  const accessories = await call(origin, 'GET', '/pim/api/products?category=apple-accessories');
  const detail = await call(origin, 'GET', `/pim/api/products/${(accessories.data.items as { productId: number }[])[0]!.productId}`);
  const sku = (detail.data.variants as { productId: number; stock: number }[]).find((v) => v.stock > ORDERS + 5)!;
  const newBag = async () =>
    (await call(origin, 'POST', '/cart/api/cart/create', { items: [{ productId: sku.productId, quantity: 1 }] }, shopper.auth)).data.cartId as string;
  const loggedInWithBag = (cartId: string) => async (context: BrowserContext) => {
    await context.addCookies([
      { name: 'session', value: shopper.sessionCookie, url: origin },
      ...['cookie-notice', 'privacy-consent'].map((name) => ({ name, value: name === 'cookie-notice' ? 'accepted' : 'agreed', url: origin })),
    ]);
    await context.addInitScript((id) => localStorage.setItem('cartId', id), cartId);
  };

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const product = `/product/${String(detail.data.slug)}_${String(detail.data.productId)}`;
    const checkoutJs = (await measureTransfer(browser, `${origin}/checkout`, loggedInWithBag(await newBag()))).jsGzip;
    const productJs = (await measureTransfer(browser, origin + product)).jsGzip;
    const floorJs = (await measureTransfer(browser, `${floor.origin}/checkout`)).jsGzip;
    console.log('\nFirst-view JS (gzip)');
    console.log(`  checkout ${kB(checkoutJs)} kB   product ${kB(productJs)} kB   floor ${kB(floorJs)} kB`);
    console.log(
      `  checkout / floor ${(checkoutJs / floorJs).toFixed(2)} x (budget ${JS_BUDGET} x)   checkout / product ${(checkoutJs / productJs).toFixed(2)} x`,
    );

    const times: number[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const context = await browser.newContext();
      await loggedInWithBag(await newBag())(context);
      const page = await context.newPage();
      await page.goto(`${origin}/checkout`);
      await page.locator('#terms').check();
      await page.getByTestId('place-order').waitFor();
      const started = performance.now();
      await page.getByTestId('place-order').click();
      await page.getByRole('heading', { level: 1, name: /SO\d+/ }).waitFor({ timeout: 15_000 });
      times.push(performance.now() - started);
      await context.close();
    }
    console.log(`\nPlace order click -> payment page with the order (${ORDERS} orders)`);
    console.log(`  median ${median(times).toFixed(0)} ms   max ${Math.max(...times).toFixed(0)} ms   (budget < ${PLACE_BUDGET_MS} ms)`);
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`Bench failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
