import { expect, test } from './support/test';
import { rest } from './support/rest';

/** Editors preview unpublished trips and posts with Draft Mode; visitors never see them. */
// Preview pages render on every request (four page loads in the first test): give a busy machine time.
test.describe.configure({ timeout: 90_000 });

const secret = process.env.DRAFT_MODE_SECRET ?? 'e2e-preview-secret';

async function draftTrip(): Promise<{ path: string; title: string }> {
  const [trip] = await rest<{ id: number }[]>('trips?select=id&published=eq.false&order=id&limit=1', { service: true });
  if (!trip) throw new Error('the seed has no unpublished trip');
  const [text] = await rest<{ slug: string; title: string }[]>(`trip_translations?select=slug,title&trip_id=eq.${trip.id}&lang=eq.en`, { service: true });
  return { path: `/en/travel/${trip.id}/${text!.slug}`, title: text!.title };
}

test('a draft trip is visible in preview only, with a ribbon and a way out', async ({ page, browser }) => {
  const { path, title } = await draftTrip();
  const visitor = await page.goto(path);
  expect(visitor?.status()).toBe(404);

  await page.goto(`/api/draft?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const ribbon = page.getByTestId('preview-ribbon');
  await expect(ribbon).toContainText('Preview');

  // Another browser (a visitor) still gets the not-found page, also with a made-up preview cookie.
  const other = await browser.newContext();
  const response = await (await other.newPage()).goto(path);
  expect(response?.status()).toBe(404);
  const { hostname } = new URL(page.url());
  await other.addCookies([{ name: 'shop_preview', value: 'forged', domain: hostname, path: '/' }]);
  expect((await (await other.newPage()).goto(path))?.status()).toBe(404);
  await other.close();

  await ribbon.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  await expect(page.getByTestId('preview-ribbon')).toHaveCount(0);
});

test('a draft blog post too, kept out of search engines', async ({ page }) => {
  const [post] = await rest<{ id: number }[]>('blog_posts?select=id&published=eq.false&order=id&limit=1', { service: true });
  const path = `/es/blog/${post!.id}`;
  expect((await page.goto(path))?.status()).toBe(404);
  await page.goto(`/api/draft?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`);
  await expect(page.getByTestId('preview-ribbon')).toContainText('Vista previa');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the preview switch wants the secret and a page of this site', async ({ request }) => {
  const ask = (query: string) => request.get(`/api/draft?${query}`, { maxRedirects: 0 });
  const wrong = await ask('secret=nope&path=/en');
  expect(wrong.status()).toBe(401);
  expect(wrong.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/fr/x']) {
    const refused = await ask(`secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`);
    expect(refused.status()).toBe(400);
  }
  const ok = await ask(`secret=${encodeURIComponent(secret)}&path=${encodeURIComponent('/en/blog')}`);
  expect(ok.status()).toBe(307);
  expect(new URL(ok.headers().location ?? '', 'http://x').pathname).toBe('/en/blog');
  expect(ok.headers()['x-robots-tag']).toContain('noindex');
});
