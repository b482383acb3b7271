// What a first view of a page costs on the wire: loads it in a fresh Chromium context through playwright and adds up
// the responses. JS and CSS are counted as gzip bytes (the transferred body when the server gzipped it, otherwise the
// body gzipped here), so that budgets compare like with like; JS is also counted as sent (Brotli where accepted).
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Request } from 'playwright';

export interface TransferFigures {
  /** gzip bytes of every script response */
  jsGzip: number;
  /** transferred body bytes of every script response, in the encoding the server chose */
  jsSent: number;
  jsFiles: number;
  /** gzip bytes of every stylesheet response */
  cssGzip: number;
  cssFiles: number;
  /** script/stylesheet responses the server sent with neither gzip nor Brotli */
  uncompressed: string[];
  requests: number;
  /** transferred bytes of every web font response */
  fontBytes: number;
  /** transferred bytes of every image response */
  imageBytes: number;
  images: number;
  /** requests that left 127.0.0.1 / localhost */
  external: string[];
  failed: string[];
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const isLocal = (url: string) => {
  if (!/^https?:/.test(url)) return true; // data:, blob:
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
};

async function textBytes(request: Request): Promise<{ gzip: number; sent: number; compressed: boolean }> {
  const response = await request.response();
  if (!response) return { gzip: 0, sent: 0, compressed: false };
  const encoding = (await response.headerValue('content-encoding'))?.trim().toLowerCase();
  const { responseBodySize: sent } = await request.sizes();
  const compressed = sent > 0 && (encoding === 'gzip' || encoding === 'br');
  if (compressed && encoding === 'gzip') return { gzip: sent, sent, compressed };
  const body = await response.body();
  return { gzip: gzipSync(body, { level: 9 }).length, sent: compressed ? sent : body.length, compressed };
}

/** `prepare` readies the fresh context first (a logged-in shopper's cookies and bag for the checkout page). */
export async function measureTransfer(browser: Browser, url: string, prepare?: (context: BrowserContext) => Promise<void>): Promise<TransferFigures> {
  const context = await browser.newContext();
  try {
    await prepare?.(context);
    const page = await context.newPage();
    const requests: Request[] = [];
    const failed = new Set<Request>();
    page.on('request', (request) => requests.push(request));
    page.on('requestfailed', (request) => failed.add(request));

    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);

    const figures: TransferFigures = {
      jsGzip: 0,
      jsSent: 0,
      jsFiles: 0,
      cssGzip: 0,
      cssFiles: 0,
      uncompressed: [],
      requests: requests.length,
      fontBytes: 0,
      imageBytes: 0,
      images: 0,
      external: requests.map((r) => r.url()).filter((u) => !isLocal(u)),
      failed: [...failed].map((r) => `${r.url()} (${r.failure()?.errorText ?? 'failed'})`),
    };
    for (const request of requests) {
      if (failed.has(request)) continue;
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') {
        const { gzip, sent, compressed } = await textBytes(request);
        if (!compressed) figures.uncompressed.push(new URL(request.url()).pathname);
        if (type === 'script') {
          figures.jsGzip += gzip;
          figures.jsSent += sent;
          figures.jsFiles += 1;
        } else {
          figures.cssGzip += gzip;
          figures.cssFiles += 1;
        }
      } else if (type === 'font') {
        figures.fontBytes += (await request.sizes()).responseBodySize;
      } else if (type === 'image') {
        const { responseBodySize } = await request.sizes();
        figures.imageBytes += responseBodySize;
        figures.images += 1;
      }
    }
    return figures;
  } finally {
    await context.close();
  }
}
