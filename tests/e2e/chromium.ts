import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** An installed Chromium: CHROMIUM_PATH, Debian's chromium, or a browser Playwright downloaded earlier. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const cache = join(process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright'));
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium-')).sort().reverse()) {
      candidates.push(join(cache, dir, 'chrome-linux', 'chrome'), join(cache, dir, 'chrome-linux64', 'chrome'));
    }
  }
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

export const missingChromiumMessage =
  'No Chromium found for the browser tests. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), ' +
  'or `npx playwright install chromium` where downloads are allowed, or set CHROMIUM_PATH to a Chromium/Chrome binary.';
