import { BookingJourney, texts, waitForMail, type Lang } from './support/booking-journey';
import { ownDeparture, serviceHeaders } from './support/own-departure';
import { rest } from './support/rest';
import { smallTapTargets } from './support/tap-targets';
import { expect, test, type Page } from './support/test';

/**
 * A sold-out departure's waitlist, as a traveller lives it (docs/waitlists.md): the trip page sends them to it, they
 * join with an e-mail, confirm from it, a place frees (another visitor gives a hold back), the offer e-mail leads
 * straight to checkout with the places held for 24 hours, and they pay. In both languages, at a phone's and a
 * laptop's width.
 */
test.setTimeout(180_000);

const viewports = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 900 }] as const;
// Trips whose pages no other spec compares with the data; each test adds a departure of its own to one.
const tripFor = { en: { phone: 12, desktop: 13 }, es: { phone: 14, desktop: 15 } } as const;

const words = {
  en: {
    soldOut: 'Sold out', joinLink: 'Join the waitlist', email: 'Your e-mail', places: 'Places wanted', join: 'Join the waitlist',
    nobody: 'Nobody is waiting yet: you would be first in line.', sent: 'Check your inbox', confirmSubject: 'Confirm your place on the waitlist: ',
    confirm: 'Confirm my place in line', position: 'You are number 1 of 1 in line for 1 place.', waitingRow: '1 person waiting',
    waitingForm: '1 person is waiting for places on this departure.', offerSubject: 'Places are free for you: ',
    heldUntil: /^Your places are held for you until .+: \d{1,2}:\d\d:\d\d left\.$/, booked: 'You booked these places.',
    cancelled: 'Cancelled', notBookable: 'This departure is no longer open for booking.', cancelledSubject: 'Departure cancelled: ',
    cancelledEntry: 'We are sorry: we have had to cancel this departure, so its waitlist is closed', otherDates: 'See other dates',
  },
  es: {
    soldOut: 'Agotado', joinLink: 'Lista de espera', email: 'Tu correo electrónico', places: 'Plazas que quieres', join: 'Apuntarme a la lista de espera',
    nobody: 'Aún no espera nadie: serías el primero de la lista.', sent: 'Revisa tu correo', confirmSubject: 'Confirma tu lugar en la lista de espera: ',
    confirm: 'Confirmar mi lugar en la lista', position: 'Eres el número 1 de 1 en la lista para 1 plaza.', waitingRow: '1 persona en espera',
    waitingForm: '1 persona espera plazas en esta salida.', offerSubject: 'Hay plazas para ti: ',
    heldUntil: /^Te guardamos las plazas hasta el .+: quedan \d{1,2}:\d\d:\d\d\.$/, booked: 'Has reservado estas plazas.',
    cancelled: 'Cancelada', notBookable: 'Esta salida ya no admite reservas.', cancelledSubject: 'Salida cancelada: ',
    cancelledEntry: 'Lo sentimos: hemos tenido que cancelar esta salida, así que su lista de espera está cerrada', otherDates: 'Ver otras fechas',
  },
} as const;

interface Held { reference: string; key: string }

async function serviceRpc<T>(name: string, body: object): Promise<T> {
  const response = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/rpc/${name}`, { method: 'POST', headers: serviceHeaders(), body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Other visitors hold every place, one each (so that one can give it back). */
const sellOut = (departureId: number, capacity: number) =>
  Promise.all(Array.from({ length: capacity }, (_, n) =>
    serviceRpc<Held>('hold_places', { departure_id: departureId, places: 1, lang: 'en', client_key: `waitlist-e2e-${departureId}-${n}` })));

/** The path and query of the first link in an e-mail to a shop page (links carry the configured site origin). */
function pathIn(body: string, page: 'waitlist' | 'checkout'): string {
  const path = page === 'waitlist' ? '(?:en/waitlist|es/lista-de-espera)\\?key=[0-9a-f]{64}' : '(?:en|es)/checkout\\?booking=BK-\\w+&key=[0-9a-f]{64}';
  const match = new RegExp(`https?://[^/\\s]+(/${path})`).exec(body);
  if (!match?.[1]) throw new Error(`No ${page} link in:\n${body}`);
  return match[1];
}

async function fits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (width < 640) expect(await smallTapTargets(page)).toEqual([]);
}

for (const lang of ['en', 'es'] as const satisfies readonly Lang[]) {
  for (const viewport of viewports) {
    test(`${lang} at ${viewport.width} px: join the waitlist of a sold-out departure, a place frees, the e-mail, checkout with the offered hold, paid`, async ({ page, request }, testInfo) => {
      await page.setViewportSize(viewport);
      const w = words[lang];
      const { departureId, tripPath } = await ownDeparture(request, tripFor[lang][viewport.name], 2, 30);
      const holds = await sellOut(departureId, 2);
      const email = `waitlist-${lang}-${viewport.name}-${Date.now()}@example.test`;

      // The trip page: the departure is sold out, and leads to its waitlist.
      const trip = await tripPath(lang);
      await page.goto(trip);
      const row = page.getByTestId('departure-list').locator(`[data-departure-id="${departureId}"]`);
      await expect(row.getByTestId('places-badge')).toHaveText(w.soldOut);
      await row.getByRole('link', { name: w.joinLink }).click();
      await expect(page).toHaveURL(new RegExp(`/book\\?departure=${departureId}$`), { timeout: 20_000 });

      // The book page: the departure is chosen, and the panel offers its list.
      await expect(page.locator(`[data-departure-id="${departureId}"]`).getByRole('radio')).toBeChecked();
      const form = page.getByTestId('waitlist-form');
      await expect(form.getByTestId('waitlist-waiting')).toHaveText(w.nobody);
      await form.getByLabel(w.email, { exact: true }).fill(email);
      await form.getByLabel(w.places, { exact: true }).selectOption('1');
      await fits(page, viewport.width);
      await form.locator('..').screenshot({ path: testInfo.outputPath(`book-${lang}-${viewport.width}.png`) });
      await form.getByRole('button', { name: w.join }).click();
      await expect(page.getByTestId('waitlist-sent')).toContainText(w.sent);
      await expect(page.getByTestId('waitlist-sent')).toContainText(email);

      // The e-mail, in the page's language: its link opens the entry, which counts once confirmed with its button.
      const confirmation = await waitForMail(email, 'waitlist_confirm');
      expect(confirmation.subject.startsWith(w.confirmSubject)).toBe(true);
      await page.goto(pathIn(confirmation.text_body, 'waitlist'));
      await page.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByTestId('waitlist-position')).toHaveText(w.position);
      await fits(page, viewport.width);
      await page.getByTestId('waitlist-entry').screenshot({ path: testInfo.outputPath(`entry-${lang}-${viewport.width}.png`) });

      // "1 person waiting" is the database's count, on the book page as on the trip page.
      const [line] = (await serviceRpc<{ departure_id: number; waiting: number }[]>('trip_waitlists', { trip_id: tripFor[lang][viewport.name] }))
        .filter((d) => d.departure_id === departureId);
      expect(line?.waiting).toBe(1);
      await page.goto(`${trip}/book?departure=${departureId}`);
      await expect(page.locator(`[data-departure-id="${departureId}"]`).getByTestId('waitlist-count')).toHaveText(w.waitingRow);
      await expect(page.getByTestId('waitlist-form').getByTestId('waitlist-waiting')).toHaveText(w.waitingForm);

      // Another visitor gives a place back: it is offered at once, held for 24 hours, and nobody else sees it free.
      await serviceRpc('release_hold', { reference: holds[0]!.reference, key: holds[0]!.key });
      const offer = await waitForMail(email, 'waitlist_offer');
      expect(offer.subject.startsWith(w.offerSubject)).toBe(true);
      const [now] = await rest<{ places_left: number }[]>(`departure_availability?select=places_left&id=eq.${departureId}`);
      expect(now?.places_left).toBe(0);

      // Straight to checkout with the offered hold, its end and time left said; then paid.
      await page.goto(pathIn(offer.text_body, 'checkout'));
      await expect(page.getByTestId('hold-countdown')).toHaveText(w.heldUntil);
      await fits(page, viewport.width);
      await page.getByRole('complementary', { name: lang === 'en' ? 'Order summary' : 'Resumen del pedido' }).screenshot({ path: testInfo.outputPath(`checkout-${lang}-${viewport.width}.png`) });
      const journey = new BookingJourney(page, lang);
      await journey.fillCheckout(email, 1);
      await journey.payWithCard('4242 4242 4242 4242');
      await expect(page.getByRole('heading', { level: 1, name: texts[lang].confirmed })).toBeVisible({ timeout: 20_000 });
      await waitForMail(email, 'booking_confirmation');

      // The entry's page knows the places were booked.
      await page.goto(pathIn(offer.text_body, 'waitlist'));
      await expect(page.getByTestId('waitlist-entry')).toContainText(w.booked);
      await serviceRpc('release_hold', { reference: holds[1]!.reference, key: holds[1]!.key });
    });
  }
}

for (const lang of ['en', 'es'] as const satisfies readonly Lang[]) {
  test(`${lang}: a sold-out departure the operator cancels turns "cancelled" on the open book page, offers no waitlist, and its waitlist is told`, async ({ page, request }) => {
    const w = words[lang];
    const tripId = tripFor[lang].desktop;
    const { departureId, tripPath } = await ownDeparture(request, tripId, 1, 40);
    await sellOut(departureId, 1);
    const email = `waitlist-cancelled-${lang}-${Date.now()}@example.test`;
    await serviceRpc('join_waitlist', { departure_id: departureId, email, places: 1, lang, site_url: 'http://localhost:3000' });
    const entryPath = pathIn((await waitForMail(email, 'waitlist_confirm')).text_body, 'waitlist');
    await serviceRpc('confirm_waitlist_entry', { key: new URL(entryPath, 'http://shop.test').searchParams.get('key') });

    // The open book page offers the departure's list; then the operator cancels the departure in the dashboard.
    const trip = await tripPath(lang);
    await page.goto(`${trip}/book?departure=${departureId}`);
    const choice = page.locator(`[data-departure-id="${departureId}"]`);
    await expect(page.getByTestId('waitlist-form')).toBeVisible();
    const cancelled = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/departures?id=eq.${departureId}`, {
      method: 'PATCH', headers: serviceHeaders(), body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBeLessThan(300);
    // Cancelled is not sold out: the list is no longer offered, and the departure is said to be closed.
    await expect(choice.getByTestId('places-badge')).toHaveText(w.cancelled, { timeout: 15_000 });
    await expect(page.getByTestId('waitlist-form')).toHaveCount(0);
    await expect(choice.getByRole('radio')).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: w.notBookable })).toBeVisible();

    // The person waiting is told, in their language, with the trip's other dates; their entry's page says so too.
    const told = await waitForMail(email, 'waitlist_departure_cancelled');
    expect(told.subject.startsWith(w.cancelledSubject)).toBe(true);
    expect(told.text_body).toMatch(new RegExp(`/${lang}/travel/${tripId}/[a-z0-9-]+#departures`));
    await page.goto(entryPath);
    await expect(page.getByTestId('waitlist-entry')).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByTestId('waitlist-entry')).toContainText(w.cancelledEntry);
    await page.getByRole('link', { name: w.otherDates }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/travel/${tripId}/[^/?]+/book$`), { timeout: 20_000 });
  });
}

test('the seed’s sold-out departures show how many wait for them, as the database counts them', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  const soldOut = await rest<{ id: number; trip_id: number }[]>(
    `departure_availability?select=id,trip_id&availability=eq.sold_out&status=eq.scheduled&start_date=gt.${today}&trip_id=not.in.(12,13,14,15)&order=id.asc&limit=1`);
  const departure = soldOut[0];
  if (!departure) throw new Error('The seed has no sold-out departure');
  const lines = await serviceRpc<{ departure_id: number; waiting: number }[]>('trip_waitlists', { trip_id: departure.trip_id });
  const waiting = lines.find((d) => d.departure_id === departure.id)?.waiting ?? 0;
  expect(waiting).toBeGreaterThan(0);
  const [card] = await rest<{ slug: string }[]>(`trip_cards?select=slug&id=eq.${departure.trip_id}&lang=eq.en`);
  await page.goto(`/en/travel/${departure.trip_id}/${card?.slug}`);
  await expect(page.getByTestId('departure-list').locator(`[data-departure-id="${departure.id}"]`).getByTestId('waitlist-count'))
    .toHaveText(`${waiting} ${waiting === 1 ? 'person' : 'people'} waiting`);
});
