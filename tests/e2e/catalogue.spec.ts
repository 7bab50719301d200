import { expect, test } from './support/test';
import { rest } from './support/rest';

interface Landing { id: number; name: string; titulo_60: string | null; desc_150: string | null }
interface Card { id: number; activity_id: number; country_id: number; price_from_cents: number; discount_percent: number }

for (const lang of ['en', 'es'] as const) {
  test.describe(`catalogue pages in ${lang}`, () => {
    test('an activity page shows its banner texts and exactly its trips', async ({ page }) => {
      const [activity] = await rest<Landing[]>(`${lang}_actividad_general?select=id,name,titulo_60,desc_150&id=eq.15`);
      const trips = await rest<Card[]>(`trip_cards?select=id&lang=eq.${lang}&activity_id=eq.15`);
      expect(response(await page.goto(`/${lang}/activity/15`))).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity?.titulo_60 ?? '');
      await expect(page.getByText(activity?.desc_150 ?? '', { exact: true })).toBeVisible();
      await expect(page.getByTestId('trip-list').getByRole('listitem')).toHaveCount(trips.length);
      const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(ld ?? '{}')['@type']).toBe('BreadcrumbList');
    });

    test('a country page shows its banner texts and exactly its trips', async ({ page }) => {
      const [country] = await rest<Landing[]>(`${lang}_countries?select=id,name,titulo_60,desc_150&id=eq.1`);
      const trips = await rest<Card[]>(`trip_cards?select=id&lang=eq.${lang}&country_id=eq.1`);
      expect(response(await page.goto(`/${lang}/country/1`))).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(country?.titulo_60 ?? '');
      await expect(page.getByTestId('trip-list').getByRole('listitem')).toHaveCount(trips.length);
      await page.getByTestId('trip-list').getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/travel/\\d+/`));
    });

    test('unknown activities and countries are localized 404s', async ({ page }) => {
      for (const path of [`/${lang}/activity/999999`, `/${lang}/country/999999`, `/${lang}/country/abc`]) {
        expect(response(await page.goto(path))).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
    });

    test('the activity, destination and places lists link to their pages', async ({ page }) => {
      const slugs = lang === 'en' ? ['activities', 'destinations', 'places'] : ['actividades', 'destinos', 'lugares'];
      for (const slug of slugs) {
        expect(response(await page.goto(`/${lang}/${slug}`))).toBe(200);
        await expect(page.locator('main li').first()).toBeVisible();
      }
    });

    test('the random trip explorer draws again without repeating and respects the filters', async ({ page }) => {
      await page.goto(`/${lang}/${lang === 'en' ? 'random-trip' : 'viaje-aleatorio'}`);
      const card = page.getByTestId('random-trip');
      await expect(card).toBeVisible();
      const another = page.getByRole('button', { name: lang === 'en' ? 'Show me another trip' : 'Enséñame otro viaje' });
      const seen = [await card.getAttribute('data-trip-id')];
      for (let i = 0; i < 3; i++) {
        await another.click();
        await expect(card).not.toHaveAttribute('data-trip-id', seen.at(-1) ?? '');
        const id = await card.getAttribute('data-trip-id');
        expect(seen).not.toContain(id);
        seen.push(id);
      }
      await page.getByLabel(lang === 'en' ? 'Activity' : 'Actividad').selectOption('19');
      const sailing = (await rest<Card[]>(`trip_cards?select=id&lang=eq.${lang}&activity_id=eq.19`)).map((t) => String(t.id));
      await expect.poll(() => card.getAttribute('data-trip-id')).toMatch(new RegExp(`^(${sailing.join('|')})$`));
    });
  });
}

test('the random trip API refuses malformed filters', async ({ request }) => {
  expect((await request.get('/api/trips/random?lang=fr')).status()).toBe(400);
  const draw = async (query: string) =>
    ((await (await request.get(`/api/trips/random?${query}`)).json()) as { trip: { id: number } | null }).trip;
  const trip = await draw('lang=en&maxPrice=1000');
  const [card] = await rest<Card[]>(`trip_cards?select=id,price_from_cents,discount_percent&lang=eq.en&id=eq.${trip?.id}`);
  expect(Math.round((card!.price_from_cents * (100 - card!.discount_percent)) / 100)).toBeLessThanOrEqual(100_000);
  expect(await draw('lang=en&maxPrice=1')).toBeNull();
});

test('the revalidation endpoint refuses requests without the secret', async ({ request }) => {
  const body = { type: 'UPDATE', table: 'trips', record: { id: 1 }, old_record: { id: 1 } };
  expect((await request.post('/api/revalidate', { data: body })).status()).toBe(401);
  expect((await request.post('/api/revalidate', { data: body, headers: { authorization: 'Bearer wrong' } })).status()).toBe(401);
});

test('sitemap.xml lists every published trip in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const lang of ['en', 'es'] as const) {
    const cards = await rest<{ id: number; slug: string }[]>(`trip_cards?select=id,slug&lang=eq.${lang}`);
    for (const card of cards) expect(sitemap).toContain(`/${lang}/travel/${card.id}/${card.slug}</loc>`);
  }
  expect(sitemap).not.toContain('/travel/45/');
});

function response(r: { status(): number } | null): number {
  return r?.status() ?? 0;
}
