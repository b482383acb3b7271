import { Hono } from 'hono';
import sharp from 'sharp';

/** The app icons: the home-screen icons of the web manifest and the one iOS asks for at /apple-touch-icon.png. */
export const APP_ICONS = {
  '/icons/icon-192.png': 192,
  '/icons/icon-512.png': 512,
  '/apple-touch-icon.png': 180,
} as const;

export const ICON_BACKGROUND = '#ffffff';
/** The mark of public/favicon.svg (17 × 20 units). */
const MARK =
  'M14.1 10.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9C3.6 4.8 2 5.8 1.1 7.4c-1.9 3.2-.5 8 1.3 10.6.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.8 3.4-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.7-1-3-4.4ZM11.6 3c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.1.1 2.3-.6 3-1.5Z';

/**
 * The mark on a full square of the background, at half the icon's height: inside the safe circle of a
 * maskable icon, so launchers may crop it to any shape.
 */
function draw(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
    <rect width="100" height="100" fill="${ICON_BACKGROUND}"/>
    <path fill="#1d1d1f" transform="translate(28.75 25) scale(2.5)" d="${MARK}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The size of /favicon.ico, which browsers and crawlers ask for whatever the page's head names. */
export const FAVICON_SIZE = 48;

/** A PNG in an ICO file (one image, the PNG kept whole): what every browser since 2007 reads at /favicon.ico. */
export function icoOf(png: Buffer, size: number): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size % 256, 6); // width, 0 meaning 256
  head.writeUInt8(size % 256, 7);
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(head.length, 18); // the image's offset
  return Buffer.concat([head, png]);
}

/** Drawn once per process, on first request. */
export function appIconRoutes() {
  const drawn = new Map<number, Promise<Buffer>>();
  const drawnOnce = (size: number) => {
    if (!drawn.has(size)) drawn.set(size, draw(size));
    return drawn.get(size)!;
  };
  const cached = { 'cache-control': 'public, max-age=86400' };
  const app = new Hono();
  for (const [path, size] of Object.entries(APP_ICONS)) {
    app.get(path, async (c) => c.body(new Uint8Array(await drawnOnce(size)), 200, { 'content-type': 'image/png', ...cached }));
  }
  app.get('/favicon.ico', async (c) =>
    c.body(new Uint8Array(icoOf(await drawnOnce(FAVICON_SIZE), FAVICON_SIZE)), 200, { 'content-type': 'image/x-icon', ...cached }),
  );
  return app;
}
