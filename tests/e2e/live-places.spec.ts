import type { Browser, BrowserContext } from '@playwright/test';
import type { Lang } from './support/booking-journey';
import { fillUntil, ownDeparture, serviceHeaders } from './support/own-departure';
import { rest } from './support/rest';
import { expect, test, untilHydrated, type Page } from './support/test';

/**
 * The book page is a cached copy, the same for everyone; its places are live. Two visitors look at one departure;
 * when the second holds its last places, the first sees it sold out without reloading, in both languages (one of the
 * two at a phone's width); a visitor whose page could not update and who asks for a place that went is told what
 * happened and which dates still have places. A departure that sells out offers its waitlist (docs/waitlists.md).
 */
const words = {
  en: { continue: 'Continue to checkout', travellers: 'Travellers', soldOut: 'Sold out', left: (n: number) => (n === 1 ? '1 spot left' : `${n} spots left`), gone: 'This departure has just sold out. Please choose another date.', stillHave: /still has places|still have places|No other date has places left/ },
  es: { continue: 'Continuar con la reserva', travellers: 'Viajeros', soldOut: 'Agotado', left: (n: number) => (n === 1 ? 'Queda 1 plaza' : `Quedan ${n} plazas`), gone: 'Esta salida se acaba de agotar. Elige otra fecha.', stillHave: /aún tiene plazas|aún tienen plazas|Ninguna otra fecha tiene plazas/ },
} as const;

/** Gives back the hold a checkout address names (reference and key), so the browser tests' shared address keeps its cap. */
async function release(checkoutUrl: string): Promise<void> {
  const query = new URL(checkoutUrl).searchParams;
  await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/rpc/release_hold`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify({ reference: query.get('booking'), key: query.get('key') }),
  });
}

/** A second visitor: a browser context of their own, set up as the test's (consent answered, same address). */
async function secondVisitor(browser: Browser, baseURL: string, storageState: unknown): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, storageState: storageState as never });
  return { context, page: await context.newPage() };
}

// Trips whose pages no other spec compares with the data, one per test; the departures are these tests' own.
const trips = { en: 5, es: 6 } as const;
const lostTrips = { en: 7, es: 8 } as const;

for (const lang of ['en', 'es'] as const satisfies readonly Lang[]) {
  const w = words[lang];
  test.describe(`live places in ${lang}`, () => {
    test(`a departure sold by another visitor turns "${w.soldOut}" on an open book page${lang === 'es' ? ' at 390 px' : ''}`, async ({ page, browser, request }, testInfo) => {
      if (lang === 'es') await page.setViewportSize({ width: 390, height: 844 });
      const { departureId, tripPath } = await ownDeparture(request, trips[lang], 4, 9);
      await fillUntil(departureId, 2);
      const book = `${await tripPath(lang)}/book?departure=${departureId}`;

      await page.goto(book);
      const mine = page.locator(`[data-departure-id="${departureId}"]`);
      // The link's departure is chosen, with the places left now (not the cached page's count).
      await expect(mine.getByRole('radio')).toBeChecked();
      await expect(mine.getByTestId('places-badge')).toHaveText(w.left(2));

      const other = await secondVisitor(browser, String(testInfo.project.use.baseURL), testInfo.project.use.storageState);
      try {
        await other.page.goto(book);
        await untilHydrated(other.page);
        await expect(other.page.locator(`[data-departure-id="${departureId}"]`).getByTestId('places-badge')).toHaveText(w.left(2));
        await other.page.getByLabel(w.travellers, { exact: true }).selectOption('2');
        await other.page.getByRole('button', { name: w.continue }).click();
        await expect(other.page).toHaveURL(new RegExp(`/${lang}/checkout\\?booking=BK-`), { timeout: 20_000 });

        // The first visitor did nothing: the page changes by itself within 5 s, and offers the departure's waitlist
        // in place of "Continue" (docs/waitlists.md).
        await expect(mine.getByTestId('places-badge')).toHaveText(w.soldOut, { timeout: 5000 });
        await expect(page.getByRole('alert').filter({ hasText: w.gone })).toBeVisible();
        await expect(page.getByTestId('waitlist-form')).toBeVisible();
        await expect(page.getByRole('button', { name: w.continue })).toHaveCount(0);
        await expect(mine.getByRole('radio')).toBeChecked();
        if (lang === 'es') {
          // Nothing spills out of the phone's width.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
        await release(other.page.url());
      } finally {
        await other.context.close();
      }
    });

    test('a visitor whose page could not update and asks for a place that went is told what is left', async ({ page, request }) => {
      const { departureId, tripPath } = await ownDeparture(request, lostTrips[lang], 3, 9);
      await fillUntil(departureId, 1);
      await page.goto(`${await tripPath(lang)}/book?departure=${departureId}`);
      const mine = page.locator(`[data-departure-id="${departureId}"]`);
      await expect(mine.getByTestId('places-badge')).toHaveText(w.left(1));
      // From now on this page hears nothing new (a connection that drops the live read), while the last place goes.
      await page.route('**/api/trips/*/availability', (route) => route.abort());
      await fillUntil(departureId, 0);
      await page.getByRole('button', { name: w.continue }).click();
      const alert = page.getByRole('alert').filter({ hasText: w.gone });
      await expect(alert).toContainText(w.stillHave);
      // The refusal brought the places as they are now: the departure says so, and offers its waitlist instead.
      await expect(mine.getByTestId('places-badge')).toHaveText(w.soldOut);
      await expect(page.getByTestId('waitlist-form')).toBeVisible();
      await expect(page.getByRole('button', { name: w.continue })).toHaveCount(0);
    });
  });
}

test('the live read is small, public and kept a few seconds at most; it answers for any trip id at once', async ({ request }) => {
  const response = await request.get('/api/trips/1/availability');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['content-type']).toContain('application/json');
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=2');
  const { departures } = (await response.json()) as { departures: { id: number; placesLeft: number; availability: string; bookable: boolean }[] };
  type Row = { id: number; places_left: number; availability: string; bookable: boolean; guaranteed: boolean; travellers_needed: number };
  const now = await rest<Row[]>(
    `departure_availability?select=id,places_left,availability,bookable,guaranteed,travellers_needed&trip_id=eq.1&start_date=gte.${new Date().toISOString().slice(0, 10)}&order=start_date.asc,id.asc`,
  );
  // With each departure's waitlist (docs/waitlists.md): whether it can be joined, and how many wait.
  const lines = new Map((await rest<{ departure_id: number; waitlist_open: boolean; waiting: number }[]>('rpc/trip_waitlists?trip_id=1')).map((l) => [l.departure_id, l]));
  expect(departures).toEqual(now.map((d) => ({
    id: d.id, placesLeft: d.places_left, availability: d.availability, bookable: d.bookable, guaranteed: d.guaranteed, travellersNeeded: d.travellers_needed,
    waitlistOpen: lines.get(d.id)?.waitlist_open, waiting: lines.get(d.id)?.waiting,
  })));
  // A trip nobody published and an id that is not one are a 404 nobody keeps; nothing but GET and HEAD is served.
  for (const unknown of ['/api/trips/987654/availability', '/api/trips/x1/availability']) {
    const answer = await request.get(unknown);
    expect([answer.status(), answer.headers()['cache-control']]).toEqual([404, 'no-store']);
  }
  expect((await request.head('/api/trips/1/availability')).status()).toBe(200);
  expect((await request.post('/api/trips/1/availability')).status()).toBe(405);
});
