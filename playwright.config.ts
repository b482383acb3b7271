import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's Chromium (no browser download here): its headless shell when installed, a quarter faster on a two-core
 * machine than the whole browser run headless; CHROME_PATH points elsewhere when needed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // recording a trace costs a fifth of the run's time: CI records the retry of a test that failed once; locally,
    // `npx playwright test --trace retain-on-failure` keeps one
    trace: 'on-first-retry',
    // the cookie notice and the privacy consent are accepted up front; tests/e2e/shell.spec.ts and frame.spec.ts start without them
    storageState: {
      cookies: ['cookie-notice', 'privacy-consent'].map((name) => ({
        name,
        value: name === 'cookie-notice' ? 'accepted' : 'agreed',
        domain: '127.0.0.1',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // tests tagged @phone run on both screens, those tagged @phone-only on the phone alone
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // seeding the in-memory database takes a minute on a busy two-core machine
    timeout: 120_000,
    // every test's shopper registers and logs in from 127.0.0.1: the per-address attempt limits are raised for them.
    // The tracking events' IP-lookup service is a local address no test serves: tests/e2e/tracking.spec.ts answers it
    // in the browser; elsewhere the lookup fails and no Conversions API event is sent
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      IMAGE_CACHE_DIR: '.cache/e2e-images',
      ATTEMPT_LIMIT_SCALE: '20',
      IP_LOOKUP_URL: `http://127.0.0.1:${PORT + 1}/ip?format=json`,
    },
  },
});
