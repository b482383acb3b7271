import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../../scripts/vite/precompress.ts';

/** The floor app (see main.tsx), built like the shop: the same target, libraries in one vendor file, compressed copies. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rollupOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } } },
  },
});
