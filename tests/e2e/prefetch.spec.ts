import type { Request } from '@playwright/test';
import { expect, test, untilHydrated, type Page } from './support/test';

/** Requests for another page's payload (what a prefetch or a client navigation asks the server for). */
function payloadRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') seen.push(request);
  });
  return seen;
}
const pathOf = (request: Request) => new URL(request.url()).pathname;

test('a first load fetches no other page; a link is prefetched when the pointer reaches it, and opens without a reload', async ({ page }) => {
  const payloads = payloadRequests(page);
  await page.goto('/en/courses');
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(payloads.map(pathOf)).toEqual([]);

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  await privacy.hover();
  await expect.poll(() => payloads.map(pathOf)).toContain('/en/privacy-policy');
  expect(payloads.every((r) => pathOf(r) === '/en/privacy-policy')).toBe(true);
  await privacy.click();
  await expect(page).toHaveURL(/\/en\/privacy-policy$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('keyboard focus prefetches a link too; a link to a page rendered per request is never prefetched', async ({ page }) => {
  const payloads = payloadRequests(page);
  await page.goto('/es/cursos');
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /^Favoritos/ }).hover();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).focus();
  await expect.poll(() => payloads.map(pathOf)).toContain('/es/politica-privacidad');
  expect(payloads.map(pathOf).filter((p) => p.startsWith('/es/mi-cuenta'))).toEqual([]);
});
