/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { API_PREFIXES, SERVER_FILES } from './server/http/api-prefixes.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { mayRedirectFirstVisit, routeFilesOf, routePreloads } from './scripts/vite/route-preloads.ts';
import { stripMachineDescriptions } from './scripts/vite/strip-machine-descriptions.ts';
import { thaiMessagesPerModule } from './scripts/vite/thai-messages.ts';
import { ROUTE_LIST_FILE, routePatternsOf } from './server/http/route-patterns.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** In development (`npm run dev`) the API runs beside Vite and these prefixes go to it. */
const API_PORT = Number(process.env.API_PORT ?? 3001);
const apiProxy = Object.fromEntries([...API_PREFIXES, ...SERVER_FILES].map((prefix) => [prefix, `http://127.0.0.1:${API_PORT}`]));
const alias = { '@': dir('./src'), '@contract': dir('./contract'), '@machines': dir('./machines') };

/**
 * Chunks. The first view of any page loads `vendor` (the libraries) and `app` (everything index.html reaches
 * through static imports, plus the product image and price that every catalogue page shows): two long-cached
 * files rather than a dozen small ones, fewer round trips on a phone and better compression. The home page and
 * the listings share `catalogue` (grid, cards, hearts). Other pages, and panels that
 * only an action opens, keep chunks of their own that load when needed.
 */
const SHARED_BY_PAGES = /[\\/]src[\\/]ui[\\/](Price|ProductImage)\.tsx$/;
const CATALOGUE_PAGES = [dir('./src/routes/-listing-page.tsx'), dir('./src/routes/-home-page.tsx')];

/** The modules `roots` reach through static imports, without entering those `stop` says are elsewhere. */
function staticallyReachable(roots: string[], ctx: ChunkingContext, stop: (id: string) => boolean = () => false) {
  const modules = new Set<string>();
  const queue = [...roots];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (modules.has(next) || stop(next)) continue;
    modules.add(next);
    queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return modules;
}
/** Computed once per chunking pass. */
const perPass = <T>(compute: (ctx: ChunkingContext) => T) => {
  const cache = new WeakMap<ChunkingContext, T>();
  return (ctx: ChunkingContext): T => {
    if (!cache.has(ctx)) cache.set(ctx, compute(ctx));
    return cache.get(ctx)!;
  };
};
const initialModules = perPass((ctx) => staticallyReachable([dir('./index.html')], ctx));
const catalogueModules = perPass((ctx) => staticallyReachable(CATALOGUE_PAGES, ctx, (id) => initialModules(ctx).has(id)));
/** A route's split-off page (e.g. iphone.tsx?tsr-split=component) goes with the page it shows. */
const showsCataloguePage = (id: string, ctx: ChunkingContext) =>
  id.includes('?tsr-split=component') && (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => CATALOGUE_PAGES.includes(dep));

const CHUNKS: CodeSplittingGroup[] = [
  // libraries that only a later page or panel imports (the search client) load with it, not in the first view
  { name: (id, ctx) => (/node_modules/.test(id) && initialModules(ctx).has(id) ? 'vendor' : null), priority: 3 },
  { name: (id, ctx) => (initialModules(ctx).has(id) || SHARED_BY_PAGES.test(id) ? 'app' : null), priority: 2 },
  { name: (id, ctx) => (catalogueModules(ctx).has(id) || showsCataloguePage(id, ctx) ? 'catalogue' : null), priority: 1 },
];
/** Loaded by index.html before anything else. */
const LOADED_BY_HTML = /(^|\/)(vendor|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Writes the app's page addresses beside the build, read from the generated route tree (the server answers 404 for
 * the rest), with the files each page loads after index.html's (the server preloads them in the page's head).
 */
const routeList = (): Plugin => ({
  name: 'route-list',
  apply: 'build',
  // after Vite has dropped the chunks that held only styles (their CSS is named by the chunks importing them)
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const tree = readFileSync(dir('./src/routeTree.gen.ts'), 'utf8');
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const source = (file: string) => [`${file}.tsx`, `${file}.ts`].map((name) => dir(`./src/${name}`)).find(existsSync)!;
      const guarded = (file: string) => mayRedirectFirstVisit(readFileSync(source(file), 'utf8'));
      const preloads = routePreloads(routeFilesOf(tree), chunks, dir('./src'), guarded);
      this.emitFile({ type: 'asset', fileName: ROUTE_LIST_FILE, source: `${JSON.stringify({ patterns: routePatternsOf(tree), preloads }, null, 2)}\n` });
    },
  },
});

export default defineConfig({
  plugins: [
    // a route's loader goes with its page, not into the first view of every page: it needs the page's chunk anyway
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    thaiMessagesPerModule(),
    vanillaExtractPlugin(),
    routeList(),
    stripMachineDescriptions(),
    precompress(),
  ],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      // React 19 has useSyncExternalStore, which these shims hand over to anyway: their React 17 fallbacks stay out
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: { port: 3000, strictPort: true, proxy: apiProxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // index.html has no modulepreload links (its chunks are script tags), and the preload helper of lazy chunks
      // falls back to rel=preload where modulepreload is missing: the polyfill would only add to the first view
      polyfill: false,
      // a lazy chunk's preload list leaves out the files index.html has loaded already
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !LOADED_BY_HTML.test(dep)) : deps),
    },
    rollupOptions: { output: { codeSplitting: { groups: CHUNKS } } },
  },
  test: {
    // a test file keeps one core busy (an API file runs its server and database in its own process): vitest's default
    // of one file fewer than the cores would leave half of a two-core machine idle
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // a worker runs its files one after another in one module graph: loading the server's modules again for
          // each file took a third of the run. Files share nothing but that: each starts its own server on its own
          // database, and what the server keeps per process is keyed by database or configuration (decision 045)
          isolate: false,
          globalSetup: ['tests/api/seeded-template.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
