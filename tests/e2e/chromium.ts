import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** An installed Chromium: CHROMIUM_PATH, Debian's chromium, or a browser Playwright downloaded earlier. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium-')).sort().reverse()) {
      candidates.push(join(cache, dir, 'chrome-linux', 'chrome'), join(cache, dir, 'chrome-linux64', 'chrome'));
    }
  }
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

export const missingChromiumMessage =
  'No Chromium found for the browser tests, and none could be installed automatically. Install one, then run npm test ' +
  'again: `sudo apt-get install chromium` (Debian/Ubuntu), or `npx playwright install --with-deps chromium` where ' +
  'downloads are allowed, or set CHROMIUM_PATH to a Chromium/Chrome binary.';

type Log = (line: string) => void;

const isRoot = () => process.platform === 'linux' && process.getuid?.() === 0;
const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

function attempt(log: Log, what: string, command: string, args: string[]): boolean {
  log(`${what}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 15 * 60_000,
  });
  if (result.status === 0) return true;
  log(`${what} did not succeed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}).`);
  return false;
}

/**
 * A Chromium for the browser tests, obtained when none is installed: first Playwright's own browser download (and
 * its system libraries when running as root), where the network allows it; then, as root on a Debian-like system,
 * the distribution's package through apt-get. Says what it does; throws the instructions only when neither works,
 * so the browser tests are never silently skipped.
 */
export function ensureChromium(log: Log = (line) => console.log(line)): string {
  const installed = findChromium();
  if (installed) return installed;
  log('No Chromium found for the browser tests; obtaining one.');
  const playwright = join(process.cwd(), 'node_modules', '.bin', 'playwright');
  if (attempt(log, "Playwright's browser download", playwright, ['install', 'chromium'])) {
    const downloaded = findChromium();
    // Its browser needs a few system libraries, which Playwright installs itself when it may.
    if (downloaded && isRoot()) attempt(log, "Playwright's browser libraries", playwright, ['install-deps', 'chromium']);
    if (downloaded) return downloaded;
  }
  if (isRoot() && hasCommand('apt-get')) {
    if (attempt(log, 'Package lists', 'apt-get', ['update', '-qq']) && attempt(log, "Debian's chromium package", 'apt-get', ['install', '-y', '-qq', 'chromium'])) {
      const packaged = findChromium();
      if (packaged) {
        log(`Chromium installed at ${packaged}.`);
        return packaged;
      }
    }
  } else {
    log('Not root, or no apt-get: the system package cannot be installed from here.');
  }
  throw new Error(missingChromiumMessage);
}
