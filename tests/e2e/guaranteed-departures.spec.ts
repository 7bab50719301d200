import type { APIRequestContext } from '@playwright/test';
import { newAddress } from './support/accounts';
import { BookingJourney, texts, waitForMail, type Lang } from './support/booking-journey';
import { serviceHeaders } from './support/own-departure';
import { rest } from './support/rest';
import { smallTapTargets } from './support/tap-targets';
import { expect, test, type Page } from './support/test';

// A departure reaching its minimum group size turns "Guaranteed to run" on the trip and book pages and in JSON-LD,
// and e-mails its travellers, each in their booking's language; a departure the operator cancels shows so.
test.setTimeout(180_000);

const viewports = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 900 }] as const;
// Trips whose pages no other spec compares with the data, one per test; the departures are these tests' own.
const guaranteeTrips = { en: { phone: 12, desktop: 13 }, es: { phone: 15, desktop: 17 } } as const;
const cancelTrips = { en: 18, es: 24 } as const;

const words = {
  en: { guaranteed: 'Guaranteed to run', needed: (n: number) => `${n} more ${n === 1 ? 'traveller' : 'travellers'} to guarantee it`, subject: /^Guaranteed to run: /, reached: 'it has reached its minimum of 3 travellers', cancelled: 'Cancelled', book: 'Book', checkout: 'We are sorry: this departure has been cancelled', otherDates: 'See other dates' },
  es: { guaranteed: 'Salida garantizada', needed: (n: number) => `${n === 1 ? 'Falta' : 'Faltan'} ${n} ${n === 1 ? 'viajero' : 'viajeros'} para garantizarla`, subject: /^Salida garantizada: /, reached: 'ha alcanzado su mínimo de 3 viajeros', cancelled: 'Cancelada', book: 'Reservar', checkout: 'Lo sentimos: esta salida se ha cancelado', otherDates: 'Ver otras fechas' },
} as const;
const other = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');

async function call<T>(name: string, body: object, headers: Record<string, string> = serviceHeaders()): Promise<T> {
  const response = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A departure of the trip's own, `minimum` paid travellers to guarantee it, its cached pages told of it as the database webhook does. */
async function newDeparture(request: APIRequestContext, tripId: number, minimum: number): Promise<number> {
  const start = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 108 * 86_400_000).toISOString().slice(0, 10);
  const created = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/departures?select=id`, {
    method: 'POST',
    headers: { ...serviceHeaders(), prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    // Dearer than any of the trip's own departures, so that its "from" price, which other pages show, stays as it is.
    body: JSON.stringify({ trip_id: tripId, start_date: start, end_date: end, price_cents: 900_000, capacity: 8, group_type: 'open', min_group_size: minimum }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await tellPages(request, 'INSERT', id, tripId);
  return id;
}

async function tellPages(request: APIRequestContext, type: 'INSERT' | 'UPDATE', id: number, tripId: number): Promise<void> {
  const revalidated = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${process.env.REVALIDATE_SECRET ?? ''}` },
    data: { type, table: 'departures', record: { id, trip_id: tripId }, old_record: null },
  });
  expect(revalidated.status()).toBe(200);
}

/** Another traveller's paid booking of one place, in `lang` (the shop's server holds, the traveller saves, the provider's event confirms). */
async function paidByAnother(departureId: number, lang: Lang, email: string): Promise<void> {
  const held = await call<{ reference: string; key: string }>('hold_places', { departure_id: departureId, places: 1, lang, client_key: `guaranteed-${email}` });
  const anon = { apikey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '', authorization: `Bearer ${process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? ''}`, 'content-type': 'application/json' };
  const billing = { first_name: 'Eva', last_name: 'Other', country: 'ES', street_address: 'Calle 2', city: 'Madrid', province: 'Madrid', phone: '600000001', email };
  const saved = await call<{ total_cents: number }>('save_booking_details', {
    reference: held.reference, key: held.key, billing, travellers: [{ first_name: 'Eva', last_name: 'Other' }], payment_option: 'full', accepts_terms: true,
  }, anon);
  const [row] = await rest<{ id: string }[]>(`bookings?select=id&reference=eq.${held.reference}`, { service: true });
  await call('confirm_payment', {
    booking_id: row!.id, provider: 'test', provider_reference: `tch_e2e_${held.reference}`, idempotency_key: `e2e-${held.reference}`,
    amount_cents: saved.total_cents, currency: 'EUR', site_url: 'http://localhost',
  });
}

async function tripPath(tripId: number, lang: Lang): Promise<string> {
  const [card] = await rest<{ slug: string }[]>(`trip_cards?select=slug&id=eq.${tripId}&lang=eq.${lang}`);
  return `/${lang}/travel/${tripId}/${card?.slug}`;
}

/** The JSON-LD offer of a departure on the trip page as served now (a fresh request, not the open page). */
interface Offer { sku: string; description?: string; additionalProperty?: { value: boolean } }
async function offerOf(page: Page, path: string, sku: string): Promise<Offer | undefined> {
  const html = await (await page.request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!) as unknown].flat());
  const offers = (blocks as { offers?: Offer[] }[]).flatMap((b) => b.offers ?? []);
  return offers.find((o) => o.sku === sku);
}

for (const lang of ['en', 'es'] as const) {
  const w = words[lang];
  for (const viewport of viewports) {
    test(`${lang} at ${viewport.width} px: a departure reaching its minimum says "${w.guaranteed}" and e-mails its travellers in their languages`, async ({ page, request }, testInfo) => {
      await page.setViewportSize(viewport);
      const fits = async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width < 640) expect(await smallTapTargets(page)).toEqual([]);
      };
      const tripId = guaranteeTrips[lang][viewport.name];
      const departureId = await newDeparture(request, tripId, 3);
      const early = newAddress(`guaranteed-early-${lang}-${viewport.name}`);
      await paidByAnother(departureId, other(lang), early);
      const path = await tripPath(tripId, lang);
      const row = page.locator(`[data-departure-id="${departureId}"]`);

      // Before: one paid traveller of three; the trip page says how many more.
      await page.goto(`${path}#departures`);
      await expect(row.getByTestId('guarantee-badge')).toHaveText(w.needed(2));
      await expect(page.getByTestId('guarantee-note')).toBeVisible();
      await fits();
      await page.locator('#departures').screenshot({ path: testInfo.outputPath(`trip-before-${lang}-${viewport.width}.png`) });
      expect((await offerOf(page, path, `trip-${tripId}-${departureId}`))?.additionalProperty?.value).toBe(false);

      // This traveller books two places and pays: the minimum is reached.
      const journey = new BookingJourney(page, lang);
      await journey.pickDeparture(path, departureId, 2);
      await expect(page.getByTestId('summary-guarantee')).toHaveText(w.needed(2));
      const email = newAddress(`guaranteed-${lang}-${viewport.name}`);
      await journey.fillCheckout(email, 2, 'full');
      await journey.payWithCard('4242 4242 4242 4242');
      await expect(page.getByRole('heading', { level: 1, name: texts[lang].confirmed })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('summary-guarantee')).toHaveText(w.guaranteed);
      await page.getByTestId('order-summary').screenshot({ path: testInfo.outputPath(`summary-${lang}-${viewport.width}.png`) });

      // Both travellers are told, each in their booking's language; the crossing payment's confirmation says it too.
      const mine = await waitForMail(email, 'departure_guaranteed');
      expect(mine.subject).toMatch(w.subject);
      expect(mine.text_body).toContain(w.reached);
      const theirs = await waitForMail(early, 'departure_guaranteed');
      expect(theirs.subject).toMatch(words[other(lang)].subject);
      expect(theirs.text_body).toContain(words[other(lang)].reached);
      const confirmation = await waitForMail(email, 'booking_confirmation');
      expect(confirmation.text_body).toContain(lang === 'en' ? 'This departure is guaranteed to run.' : 'Salida garantizada: este viaje se realiza.');

      // The booking's own page, from the e-mail's link, says it among its facts.
      const bookingLink = new RegExp(`https?://[^/\\s]+(/${lang}/account/bookings/[A-Z0-9-]+\\?key=[0-9a-f]{64})`).exec(confirmation.text_body)?.[1];
      expect(bookingLink).toBeDefined();
      await page.goto(bookingLink!);
      await expect(page.getByTestId('booking-facts').getByTestId('summary-guarantee')).toHaveText(w.guaranteed);
      await fits();

      // The trip and book pages say it (the live read at once, the page's own HTML and JSON-LD once expired).
      await page.goto(`${path}#departures`);
      await expect(row.getByTestId('guarantee-badge')).toHaveText(w.guaranteed);
      await fits();
      await page.locator('#departures').screenshot({ path: testInfo.outputPath(`trip-guaranteed-${lang}-${viewport.width}.png`) });
      // A regeneration may serve the expired copy once while it renders the new one.
      await expect.poll(async () => (await offerOf(page, path, `trip-${tripId}-${departureId}`))?.description, { timeout: 20_000 }).toBe(w.guaranteed);
      expect(await offerOf(page, path, `trip-${tripId}-${departureId}`)).toMatchObject({ additionalProperty: { value: true } });
      await page.goto(`${path}/book?departure=${departureId}`);
      await expect(row.getByTestId('guarantee-badge')).toHaveText(w.guaranteed);
      await fits();
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`book-guaranteed-${lang}-${viewport.width}.png`) });
    });
  }

  test(`${lang}: a departure the operator cancels shows as cancelled on the open page, cannot be booked, and leaves the list`, async ({ page, request }, testInfo) => {
    if (lang === 'es') await page.setViewportSize({ width: 390, height: 844 });
    const tripId = cancelTrips[lang];
    const departureId = await newDeparture(request, tripId, 4);
    const path = await tripPath(tripId, lang);
    const row = page.locator(`[data-departure-id="${departureId}"]`);
    await page.goto(`${path}#departures`);
    await expect(row.getByRole('link', { name: w.book })).toBeVisible();
    // Someone is at checkout with places held on it.
    const held = await call<{ reference: string; key: string }>('hold_places', { departure_id: departureId, places: 1, lang, client_key: `cancel-${lang}-${departureId}` });

    // The operator's edit in the dashboard: status cancelled. The open (cached) page learns it from the live read.
    const cancelled = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/departures?id=eq.${departureId}`, {
      method: 'PATCH', headers: serviceHeaders(), body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBeLessThan(300);
    await expect(row.getByTestId('places-badge')).toHaveText(w.cancelled, { timeout: 15_000 });
    await expect(row.getByRole('link', { name: w.book })).toHaveCount(0);
    await expect(row.getByTestId('guarantee-badge')).toHaveCount(0);
    await row.screenshot({ path: testInfo.outputPath(`trip-cancelled-${lang}.png`) });

    // The traveller at checkout is told, and sent to the trip's other dates rather than the same one again.
    const checkout = await page.context().newPage();
    await checkout.goto(`/${lang}/checkout?booking=${held.reference}&key=${held.key}`);
    await expect(checkout.getByText(w.checkout)).toBeVisible();
    await expect(checkout.getByRole('link', { name: w.otherDates })).toHaveAttribute('href', `${path}/book`);
    await checkout.close();

    // Once the database webhook has expired the trip's pages, the departure is no longer listed.
    await tellPages(request, 'UPDATE', departureId, tripId);
    await expect.poll(async () => (await (await page.request.get(path)).text()).includes(`data-departure-id="${departureId}"`), { timeout: 20_000 }).toBe(false);
    // (The address without its fragment: the same address again would only scroll the open page.)
    await page.goto(path);
    await expect(page.locator('[data-departure-id]').first()).toBeAttached();
    await expect(row).toHaveCount(0);
  });
}
