import { test as base, expect, type Page } from '@playwright/test';
import { E2E_CLIENT_HEADER } from '../client-header';

export { expect };
export type { Locator, Page, Route } from '@playwright/test';

/**
 * Until React has hydrated a page, a click on a server-rendered control does nothing: a person clicks again, a test
 * fails (three CI runs were refused so). React marks every node it has taken over with a `__reactFiber$…` key; the
 * body has it once hydration has started, and from then on React replays a click on a part not yet hydrated. A page
 * that is not the shop's (a PDF, JSON, an image) has no Next.js script, and is not waited for. A page that does not
 * hydrate in 20 s is left to the test's own assertions, which then say what is missing.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('script[src*="/_next/static/"]') ||
        Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactFiber$')),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
}

/**
 * Holds the page's JavaScript back until the returned function is called, so a test can act on the static HTML first
 * (type into it, take hold of its elements) and then watch React take the page over.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Playwright's `test`, with every page watched for Content-Security-Policy violations: a script, style, frame or
 * request the policy blocks fails the test that caused it, whatever the test itself checks. Every browser test
 * imports `test` from here (a unit test keeps it so).
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  // Each test is a visitor of its own address (CLIENT_IP_HEADER names this header for the browser tests' server,
  // scripts/test.ts): otherwise every test shares the loopback address, and the places earlier tests left held (30
  // minutes each) count against the next test's cap of 12 held places per visitor. Contexts a test opens itself for a
  // second visitor share its address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, [E2E_CLIENT_HEADER]: `e2e-${testInfo.testId}` });
  },
  // `page.goto` and `page.reload` return once the page has loaded and React has taken it over; a test that asks for an
  // earlier moment (`waitUntil: 'commit'` or `'domcontentloaded'`, to act on the static HTML) gets that moment.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const settles = (options?: { waitUntil?: string }) => options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (settles(options)) await untilHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (settles(options)) await untilHydrated(page);
      return response;
    };
    await provide(page);
  },
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportPolicyViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        const report = (window as unknown as { __reportPolicyViolation: (v: string) => void }).__reportPolicyViolation;
        document.addEventListener('securitypolicyviolation', (event) => {
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'} (${event.sourceFile || location.href}:${event.lineNumber}) on ${location.href}`);
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});
