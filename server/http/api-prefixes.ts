/** The service prefixes of spec section 7 (and the Algolia-compatible search); unknown paths under them are JSON 404s. */
export const API_PREFIXES = [
  '/pim/api',
  '/cart/api',
  '/authen/api',
  '/customer/api',
  '/pagerender',
  '/aaes/api',
  '/utils/api',
  '/store/api',
  '/configs',
  '/order',
  '/auth',
  '/1',
  '/images',
  '/sandbox-gateway',
];

/** What else the server answers beside the app: in development Vite passes these to it as well. */
export const SERVER_FILES = ['/dev/mailbox', '/healthz', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/icons', '/apple-touch-icon.png'];
