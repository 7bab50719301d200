import { defineConfig, devices } from '@playwright/test';
import { findChromium, missingChromiumMessage } from './tests/e2e/chromium';

/**
 * Browser tests run against a production build (npm test builds it into .next-e2e and starts the backend first,
 * passing its URL and keys in the environment).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const answeredConsent = () =>
  JSON.stringify({ version: 1, decidedAt: new Date().toISOString(), preferences: false, thirdParty: false, analytics: false });
const executablePath = findChromium();
if (!executablePath) throw new Error(missingChromiumMessage);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Budgets for waiting, not timing assertions: CI shares two cores between the build's server, the backend and two
  // browsers, where a page that is ready in 1 s on a quiet machine can take 6 s (a 5 s expect failed that way).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Tests visit as someone who has already answered the cookie banner (only necessary storage), so the banner
    // never covers what they click; the consent and form tests start as first-time visitors instead.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${port}`, localStorage: [{ name: 'cookie_consent', value: answeredConsent() }] }],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production server as npm start runs it (scripts/serve.ts), on loopback.
    command: `node --import tsx scripts/serve.ts -p ${port} -H localhost`,
    url: `http://localhost:${port}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
