import { expect, test } from './support/test';

test('the flag selector swaps the prefix, keeps path, query and hash, and replaces the history entry', async ({ page }) => {
  await page.goto('/en');
  await page.goto('/en/travel/1/annapurna-sanctuary-trek?ref=newsletter#itinerary');
  const before = await page.evaluate(() => history.length);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await page.waitForURL(/\/es\/travel\/1\/trekking/);
  const url = new URL(page.url());
  // The Spanish page replaces the English slug in the address with its own, keeping the query and the hash.
  expect(url.pathname).toBe('/es/travel/1/trekking-santuario-annapurna');
  expect(url.search).toBe('?ref=newsletter');
  expect(url.hash).toBe('#itinerary');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  expect(await page.evaluate(() => history.length)).toBe(before);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('app_language'))).toBe('ES');
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/en');
});

test('switching keeps a plain path and query exactly', async ({ page }) => {
  await page.goto('/es/blog?page=2#top');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await page.waitForURL('**/en/blog?page=2#top');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the prefix sets the stored language, which legacy paths then follow', async ({ page, context }) => {
  await page.goto('/es');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('app_language'))).toBe('ES');
  expect((await context.cookies()).find((c) => c.name === 'app_language')?.value).toBe('ES');
  await page.goto('/activity/15?x=1');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/es/activity/15?x=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the side menu picker changes the language too', async ({ page }) => {
  await page.goto('/en/how-it-works');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Español' }).click();
  await page.waitForURL('**/es/como-funciona');
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo funciona' })).toBeVisible();
});
