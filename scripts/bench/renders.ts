import { chromium } from '@playwright/test';
import { ensureChromium } from '../../tests/e2e/chromium';
import { LIVE_POLL_MS } from '../../lib/booking/live-places';
import { PAGES } from './lighthouse';
import { startShop } from './support/servers';

/**
 * React's work on each page's first load, counted instead of timed: every commit from hydration until the page is
 * quiet, and how many fibers each commit brought in that the previous committed tree did not hold (a fiber React
 * rendered or cloned). A timed figure moves with the machine; these counts are the same from run to run for the same
 * build and data, so a change that spares a render shows as a smaller number. Read through React's devtools hook,
 * which production builds of react-dom call on every commit. Phone-sized viewport, as Lighthouse's mobile preset.
 */
const HOOK = `(() => {
  const stats = { commits: [], tree: 0, detail: [] };
  window.__benchRenders = stats;
  // Where a commit's rendered fibers sit: the nearest host element above each (tag, id, test id or first class).
  const place = (fiber) => {
    let host = fiber;
    while (host && typeof host.type !== 'string') host = host.return;
    if (!host) return '(root)';
    const props = host.memoizedProps || {};
    const name = props['data-testid'] ? '[' + props['data-testid'] + ']' : props.id ? '#' + props.id : typeof props.className === 'string' ? '.' + props.className.split(' ')[0] : '';
    return host.type + name;
  };
  let previous = new WeakSet();
  const walk = (first) => {
    const current = new WeakSet();
    let added = 0;
    let size = 0;
    const places = new Map();
    const stack = [first];
    while (stack.length > 0) {
      const fiber = stack.pop();
      size++;
      if (!previous.has(fiber)) {
        added++;
        // Rendered, not merely cloned on the way: a component whose props or state are new objects in this commit.
        const before = fiber.alternate;
        if (typeof fiber.type === 'function' && (!before || before.memoizedProps !== fiber.memoizedProps || before.memoizedState !== fiber.memoizedState)) {
          const where = place(fiber.return);
          places.set(where, (places.get(where) || 0) + 1);
        }
      }
      current.add(fiber);
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling && fiber !== first) stack.push(fiber.sibling);
    }
    previous = current;
    stats.tree = size;
    stats.detail.push([...places].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([where, n]) => n + ' ' + where).join(', '));
    return added;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false, checkDCE() {},
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot(_id, root) { if (root.current.child) stats.commits.push(walk(root.current.child)); },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
  };
})();`;

interface Counts {
  commits: number[];
  /** Commits made while the page then sat open and untouched for IDLE_SECONDS (the live places' reads, timers). */
  idle: number[];
  tree: number;
  /** For each commit: how many components rendered in it, by the host element they sit in. */
  detail: string[];
}

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** How long each page then stays open, untouched, while its later commits are counted: three live reads. */
const IDLE_SECONDS = (3 * LIVE_POLL_MS) / 1000;

export async function run(): Promise<void> {
  const executablePath = ensureChromium((line) => console.log(`[chromium] ${line}`));
  const shop = await startShop({ port: port('BENCH_PORT', 3099), backendPort: port('BENCH_BACKEND_PORT', 54339) });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] });
  try {
    const load = async (path: string): Promise<Counts> => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        await page.addInitScript({ content: HOOK });
        await page.goto(shop.url + path, { waitUntil: 'networkidle' });
        // Idle callbacks and late effects (the language preference, the consent banner) land after network idle.
        await page.waitForTimeout(2000);
        const loaded = await page.evaluate(() => (window as unknown as { __benchRenders: Counts }).__benchRenders.commits.length);
        await page.waitForTimeout(IDLE_SECONDS * 1000);
        const counts = await page.evaluate(() => (window as unknown as { __benchRenders: Counts }).__benchRenders);
        return { ...counts, commits: counts.commits.slice(0, loaded), idle: counts.commits.slice(loaded), detail: counts.detail.slice(0, loaded) };
      } finally {
        await context.close();
      }
    };
    console.log('React commits on a first load (390 px, until quiet): fibers each commit brought in, counted twice;');
    console.log(`then the commits while the page stays open and untouched for ${IDLE_SECONDS} s, and the fibers they brought in`);
    console.log(`  ${'page'.padEnd(14)} ${'commits'.padStart(7)} ${'fibers'.padStart(7)} ${'largest'.padStart(7)} ${'tree'.padStart(6)}  again  ${`open ${IDLE_SECONDS} s`.padEnd(12)} per commit`);
    for (const [label, path] of PAGES) {
      // The first visit renders (or fills the page cache); the two counted loads come after it.
      await fetch(shop.url + path).then((response) => response.text());
      const first = await load(path);
      const second = await load(path);
      const total = (counts: Counts) => counts.commits.reduce((sum, n) => sum + n, 0);
      const again = total(second) === total(first) ? 'same' : String(total(second));
      console.log(
        `  ${label.padEnd(14)} ${String(first.commits.length).padStart(7)} ${String(total(first)).padStart(7)} ` +
          `${String(Math.max(0, ...first.commits)).padStart(7)} ${String(first.tree).padStart(6)}  ${again.padEnd(5)}  ` +
          `${`${first.idle.length} / ${first.idle.reduce((sum, n) => sum + n, 0)}`.padEnd(12)} ${first.commits.join(' ')}`,
      );
      if (process.env.BENCH_RENDERS_DETAIL === '1') {
        first.detail.slice(1).forEach((where, index) => console.log(`      commit ${index + 2}: ${where || 'no component rendered (clones only)'}`));
      }
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}
