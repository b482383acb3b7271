/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** In development (`npm run dev`) the API runs beside Vite and these prefixes go to it. */
const API_PORT = Number(process.env.API_PORT ?? 3001);
const API_PREFIXES = ['/pim/api', '/cart/api', '/authen/api', '/customer/api', '/pagerender', '/aaes/api', '/utils/api', '/configs', '/order', '/auth', '/1/indexes', '/images', '/dev/mailbox', '/healthz', '/sandbox-gateway'];
const apiProxy = Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, `http://127.0.0.1:${API_PORT}`]));
const alias = { '@': dir('./src'), '@contract': dir('./contract'), '@machines': dir('./machines') };

/**
 * What the first view of any page loads, in two long-cached chunks rather than a dozen small ones (fewer round
 * trips on a phone, and one gzip stream compresses better than many): `vendor`, the libraries, and `app`, the
 * code the entry imports statically plus the product image and price that every catalogue page shows. Pages,
 * and panels that only an action opens, stay in chunks of their own that load when needed.
 */
const SHARED_BY_PAGES = /[\\/]src[\\/]ui[\\/](Price|ProductImage)\.tsx$/;
/** Every module the entry (index.html) reaches through static imports, once per chunking pass. */
const initialModules = new WeakMap<ChunkingContext, Set<string>>();
function isInitial(id: string, ctx: ChunkingContext) {
  let modules = initialModules.get(ctx);
  if (!modules) {
    modules = new Set<string>();
    const queue = [dir('./index.html')];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (modules.has(next)) continue;
      modules.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    initialModules.set(ctx, modules);
  }
  return modules.has(id);
}
const LOADED_BY_HTML = /(^|\/)(vendor|rolldown-runtime)-[\w-]+\.js$/;
/**
 * The home page and the listings share their product grid, cards and hearts (with the favourites' statechart):
 * with each route's page, in one chunk that a route loads in one step.
 */
const CATALOGUE_PAGES = [dir('./src/routes/-listing-page.tsx'), dir('./src/routes/-home-page.tsx'), dir('./src/app/favourite-actor.ts')];
const catalogueModules = new WeakMap<ChunkingContext, Set<string>>();
function isCataloguePage(id: string, ctx: ChunkingContext) {
  let modules = catalogueModules.get(ctx);
  if (!modules) {
    modules = new Set<string>();
    const queue = [...CATALOGUE_PAGES];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (modules.has(next) || isInitial(next, ctx)) continue;
      modules.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    catalogueModules.set(ctx, modules);
  }
  // a route's split-off page, e.g. iphone.tsx?tsr-split=component, goes with the page it shows
  return modules.has(id) || (id.includes('?tsr-split=component') && (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => CATALOGUE_PAGES.includes(dep)));
}
const FIRST_VIEW_CHUNKS: CodeSplittingGroup[] = [
  { name: 'vendor', test: /node_modules/, priority: 3 },
  { name: (id, ctx) => (isInitial(id, ctx) || SHARED_BY_PAGES.test(id) ? 'app' : null), priority: 2 },
  { name: (id, ctx) => (isCataloguePage(id, ctx) ? 'catalogue' : null), priority: 1 },
];

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      // React 19 has useSyncExternalStore, which these shims hand over to anyway: their React 17 fallbacks stay out
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  server: { port: 3000, strictPort: true, proxy: apiProxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // every browser that runs the es2022 build preloads modules itself
      polyfill: false,
      // a lazy chunk's list of files to preload leaves out those that index.html has loaded already
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !LOADED_BY_HTML.test(dep)) : deps),
    },
    rollupOptions: { output: { codeSplitting: { groups: FIRST_VIEW_CHUNKS } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'server/**/*.test.ts', 'contract/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
