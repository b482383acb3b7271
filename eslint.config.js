import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importCycle } from './scripts/eslint/import-cycle.js';
import { importDirection } from './scripts/eslint/import-direction.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.cache', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'locales/**/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        location: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        Buffer: 'readonly',
      },
    },
    plugins: { local: { rules: { 'import-direction': importDirection, 'import-cycle': importCycle } }, 'react-hooks': reactHooks },
    rules: {
      'local/import-direction': 'error',
      'local/import-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
