import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** The built app: hashed assets cached for a year, everything else answered with the app shell. */
export function staticRoutes(distDir: string) {
  let shell: Promise<string> | undefined;
  const readShell = () => (shell ??= readFile(join(distDir, 'index.html'), 'utf8').catch((error) => {
    shell = undefined;
    throw error;
  }));

  return new Hono()
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
    })
    .use('/*', serveStatic({ root: distDir }))
    .get('/*', async (c) => {
      try {
        return c.html(await readShell(), 200, { 'cache-control': 'no-cache' });
      } catch {
        return c.text('The app is not built yet: run `npm run build`.', 503);
      }
    });
}
