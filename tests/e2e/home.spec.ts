import { createClient } from '@supabase/supabase-js';
import { expect, holdScripts, test } from './support/test';
import WebSocket from 'ws';

/** What the backend itself answers to the SPEC 7 queries, read with the anon key like the shop does. */
async function specLists(lang: 'en' | 'es') {
  const supabase = createClient(process.env.NEXT_PUBLIC_SUPABASE_URL ?? '', process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '', {
    auth: { persistSession: false },
    // Node 20 has no native WebSocket; supabase-js refuses to start without one (NOTES.md).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const [countries, activities] = await Promise.all([
    supabase.from(`${lang}_countries`).select('id, name, num_viatges').gt('num_viatges', 0).order('num_viatges', { ascending: false }).limit(24),
    supabase.from(`${lang}_actividad_general`).select('id, name, num_viatges').gt('num_viatges', 0).order('num_viatges', { ascending: false }).limit(24),
  ]);
  if (countries.error || activities.error) throw new Error(countries.error?.message ?? activities.error?.message);
  return { countries: countries.data, activities: activities.data };
}

for (const lang of ['en', 'es'] as const) {
  test(`home page in ${lang} lists the backend's activities and destinations in SPEC order`, async ({ page }) => {
    const expected = await specLists(lang);
    expect(expected.countries.length).toBeGreaterThanOrEqual(8);
    expect(expected.activities.length).toBeGreaterThanOrEqual(6);

    const response = await page.goto(`/${lang}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    const activityNames = page.getByTestId('activities-list').getByRole('link');
    await expect(activityNames).toHaveCount(expected.activities.length);
    for (const [i, activity] of expected.activities.entries()) {
      await expect(activityNames.nth(i)).toContainText(activity.name ?? '');
      await expect(activityNames.nth(i)).toHaveAttribute('href', `/${lang}/activity/${activity.id}`);
    }
    const countryNames = page.getByTestId('destinations-list').getByRole('link');
    await expect(countryNames).toHaveCount(expected.countries.length);
    for (const [i, country] of expected.countries.entries()) {
      await expect(countryNames.nth(i)).toContainText(country.name ?? '');
    }
  });
}

test('the root path redirects to /en', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/en');
});

test('the static hero, search form and featured trips hydrate in place, not drawn again by the browser', async ({ page }) => {
  // Hold the JavaScript back to take hold of the static HTML's elements before React starts.
  const release = await holdScripts(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const featured = page.getByRole('heading', { name: 'Featured trips' });
  await expect(featured).toBeVisible();
  await page.evaluate(() => {
    const keep = window as unknown as { staticElements: Element[] };
    keep.staticElements = [
      document.querySelector('h1'),
      document.getElementById('search-query'),
      document.querySelector('[data-testid="trip-list"] img'),
    ].filter((element): element is Element => element !== null);
  });
  expect(await page.evaluate(() => (window as unknown as { staticElements: Element[] }).staticElements.length)).toBe(3);

  release();
  await expect(page.locator('[data-testid="search-form"][data-live]')).toHaveCount(1);
  await expect(featured).toBeVisible();
  const stillThere = await page.evaluate(() => (window as unknown as { staticElements: Element[] }).staticElements.map((e) => e.isConnected));
  expect(stillThere).toEqual([true, true, true]);

  // The address still drives the page: a search hides the featured trips, going back shows them again.
  await page.getByRole('searchbox', { name: 'Search trips' }).fill('annapurna');
  await page.getByRole('searchbox', { name: 'Search trips' }).press('Enter');
  await expect(page).toHaveURL(/\/en\?q=annapurna$/);
  await expect(featured).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await expect(featured).toBeVisible();
});
