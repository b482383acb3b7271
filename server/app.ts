import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { cartRoutes } from './cart/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import type { Db } from './db/client.ts';
import { imageRoutes } from './images/routes.ts';
import { HttpError } from './http/errors.ts';
import { staticRoutes } from './http/static.ts';

export interface AppOptions {
  db: Db;
  distDir: string;
  imageCacheDir: string;
}

const API_PREFIXES = ['/pim/api', '/cart/api', '/images'];

export function createApp({ db, distDir, imageCacheDir }: AppOptions) {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message, code: error.code }, error.status);
    if (error instanceof HTTPException) return c.json({ message: error.message || 'Bad request', code: 'BAD_REQUEST' }, error.status);
    console.error(error);
    return c.json({ message: 'Something went wrong on our side', code: 'INTERNAL' }, 500);
  });

  app.use(compress());
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/pim/api', catalogueRoutes(db));
  app.route('/cart/api', cartRoutes(db));
  app.route('/images', imageRoutes(db, imageCacheDir));
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, (c) => c.json({ message: 'No such endpoint', code: 'NOT_FOUND' }, 404));
  }
  app.route('/', staticRoutes(distDir, db));
  return app;
}
