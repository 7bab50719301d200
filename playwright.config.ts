import { defineConfig, devices } from '@playwright/test';
import { findChromium, missingChromiumMessage } from './tests/e2e/chromium';

/**
 * Browser tests run against a production build (npm test builds it into .next-e2e and starts the backend first,
 * passing its URL and keys in the environment).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = findChromium();
if (!executablePath) throw new Error(missingChromiumMessage);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node_modules/.bin/next start -p ${port}`,
    url: `http://localhost:${port}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
