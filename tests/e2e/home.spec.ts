import { createClient } from '@supabase/supabase-js';
import { expect, test } from './support/test';
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
