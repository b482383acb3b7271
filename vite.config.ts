/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** In development (`npm run dev`) the API runs beside Vite and these prefixes go to it. */
const API_PORT = Number(process.env.API_PORT ?? 3001);
const API_PREFIXES = ['/pim/api', '/cart/api', '/authen/api', '/customer/api', '/pagerender', '/aaes/api', '/utils/api', '/configs', '/order', '/auth', '/1/indexes', '/images', '/dev/mailbox', '/healthz'];
const apiProxy = Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, `http://127.0.0.1:${API_PORT}`]));
const alias = { '@': dir('./src'), '@contract': dir('./contract'), '@machines': dir('./machines') };

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  resolve: { alias },
  server: { port: 3000, strictPort: true, proxy: apiProxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    // libraries in one long-cached chunk rather than a dozen small ones: fewer round trips on a phone
    rollupOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } } },
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
