import { test as base, expect } from '@playwright/test';

export { expect };
export type { Locator, Page, Route } from '@playwright/test';

/**
 * Playwright's `test`, with every page watched for Content-Security-Policy violations: a script, style, frame or
 * request the policy blocks fails the test that caused it, whatever the test itself checks. Every browser test
 * imports `test` from here (a unit test keeps it so).
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
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
