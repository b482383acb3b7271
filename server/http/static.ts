import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { firstAnswersTag, type OwnCall } from './first-answers.ts';
import type { AppPages } from './route-patterns.ts';
import { withHead } from './seo.ts';

/**
 * The built app: hashed assets cached for a year, everything else answered with the app shell and its head,
 * 404 for a path none of the app's pages claims (`knownPages`, from the build's route list). A page that is
 * found names its own files for the browser to preload and carries the answers of its first view's calls
 * (`ownCall` answers them).
 */
export function staticRoutes(distDir: string, { db, now }: { db: Db; now: () => Date }, knownPages: () => Promise<AppPages>, ownCall: OwnCall) {
  let shell: Promise<string> | undefined;
  const readShell = () =>
    (shell ??= readFile(join(distDir, 'index.html'), 'utf8').catch((error) => {
      shell = undefined;
      throw error;
    }));

  // the build wrote Brotli and gzip copies of its scripts and styles (scripts/vite/precompress.ts)
  const files = serveStatic({ root: distDir, precompressed: true });

  return (
    new Hono()
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
      })
      // the shell itself is always answered below, with its head: never as the plain file
      .use('/*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : files(c, next)))
      // a hashed asset that is not there (an old build's chunk) is a plain 404, never the shell cached for a year
      .get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }))
      .get('/*', async (c) => {
        try {
          const [shell, known] = await Promise.all([readShell(), knownPages()]);
          const url = new URL(c.req.url);
          const { html, status, lang } = await withHead(db, now(), shell, url, known.claim(url.pathname));
          const extra = status === 200 ? [...preloadTags(known.preloads(url.pathname)), await firstAnswersTag(ownCall, url.pathname, lang)] : [];
          const tags = extra.filter(Boolean).join('\n    ');
          return c.html(tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html, status, { 'cache-control': 'no-cache' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          return c.text('The app is not built yet: run `npm run build`.', 503);
        }
      })
  );
}

/**
 * The page's own files, fetched beside the app's first ones; `crossorigin` as the app's loader asks for them, so the
 * browser uses what it preloaded.
 */
const preloadTags = (files: string[]) =>
  files.map((file) =>
    file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${file}" />` : `<link rel="modulepreload" crossorigin href="${file}" />`,
  );
