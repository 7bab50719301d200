import { mkdirSync } from 'node:fs';
import { formatPrice } from '../../lib/format';
import { expect, test, type Page } from './support/test';
import { BookingJourney, departureFor, texts, type Lang } from './support/booking-journey';
import { rest } from './support/rest';

// A journey is a handful of page loads, a hold and a payment.
test.setTimeout(120_000);
// The hold's end is shown in the visitor's own time zone, which is not the server's (UTC).
test.use({ timezoneId: 'Europe/Madrid' });

const shots = process.env.SHOTS_DIR ?? '/work/wt/shots/phone';
mkdirSync(shots, { recursive: true });

const words = {
  en: {
    change: 'Change departure or travellers', upTo: (n: number) => `Up to ${n} on this departure.`,
    summary: (n: number) => `${n} fields need your attention: they are marked below.`,
    declined: 'Your card was declined.', declinedNext: 'No money was taken. Try again with another card, or ask your bank why it refused the payment.',
    insufficient: 'Your card was declined for insufficient funds.', heldUntil: 'Your places are still held for you until',
    depositInstead: (amount: string) => `at checkout you can choose to pay ${amount} today instead of the full amount.`,
    released: 'Your places are no longer held: choose the departure again to book it.', again: 'Choose a departure again',
  },
  es: {
    change: 'Cambiar salida o viajeros', upTo: (n: number) => `Hasta ${n} en esta salida.`,
    summary: (n: number) => `Hay ${n} campos por corregir: están marcados abajo.`,
    declined: 'Tu tarjeta ha sido rechazada.', declinedNext: 'No se ha cobrado nada. Vuelve a intentarlo con otra tarjeta o pregunta a tu banco por qué ha rechazado el pago.',
    insufficient: 'Tu tarjeta ha sido rechazada por fondos insuficientes.', heldUntil: 'Tus plazas siguen retenidas hasta las',
    depositInstead: (amount: string) => `puedes elegir pagar hoy ${amount} en lugar del importe total.`,
    released: 'Tus plazas ya no están retenidas: vuelve a elegir la salida para reservarla.', again: 'Vuelve a elegir una salida',
  },
} as const;

const placesLeft = async (departureId: number) => {
  const [row] = await rest<{ places_left: number }[]>(`departure_availability?select=places_left&id=eq.${departureId}`);
  return row!.places_left;
};

/** The booking as the checkout's own rpc gives it to the key in the page's address. */
async function bookingOf(page: Page): Promise<{ hold_expires_at: string; planned_deposit_cents: number }> {
  const url = new URL(page.url());
  const response = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/rpc/get_booking`, {
    method: 'POST',
    headers: { apikey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ reference: url.searchParams.get('booking'), key: url.searchParams.get('key') }),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as { hold_expires_at: string; planned_deposit_cents: number };
}

/** "15:42" in Madrid, as the page shows the end of the hold to a visitor there. */
const madridClock = (iso: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(iso));

async function payWith(page: Page, lang: Lang, number: string): Promise<void> {
  const { card } = texts[lang];
  await page.getByLabel(card.number, { exact: true }).fill(number);
  await page.getByLabel(card.expiry, { exact: true }).fill('0830');
  await page.getByLabel(card.cvc, { exact: true }).fill('123');
  await page.getByLabel(card.holder, { exact: true }).fill('Ana Tester');
  await page.getByRole('button', { name: texts[lang].pay }).click();
}

const slot = (lang: Lang, n: number) => 20 + 2 * n + (lang === 'en' ? 0 : 1);

for (const lang of ['en', 'es'] as const) {
  const w = words[lang];
  const t = texts[lang];
  test.describe(`checkout in ${lang}`, () => {
    test('"Change departure or travellers" gives the held places back at once', async ({ page }) => {
      const journey = new BookingJourney(page, lang);
      const { departureId, tripPath } = await departureFor({ deposit: false, slot: slot(lang, 0), minPlaces: 3 });
      const before = await placesLeft(departureId);
      await journey.pickDeparture(await tripPath(lang), departureId, 2);
      const reference = journey.reference();
      expect(await placesLeft(departureId)).toBe(before - 2);

      await page.getByRole('button', { name: w.change }).click();
      await expect(page).toHaveURL(new RegExp(`/book\\?departure=${departureId}$`));
      // The picker offers every place again, and the old booking no longer holds any.
      await expect(page.getByText(w.upTo(Math.min(12, before)))).toBeVisible();
      expect(await placesLeft(departureId)).toBe(before);
      const [old] = await rest<{ status: string }[]>(`bookings?select=status&reference=eq.${reference}`, { service: true });
      expect(old!.status).toBe('expired');
    });

    test('an empty submit focuses the first invalid field and says how many need attention', async ({ page }) => {
      const journey = new BookingJourney(page, lang);
      const { departureId, tripPath } = await departureFor({ deposit: false, slot: slot(lang, 1) });
      await journey.pickDeparture(await tripPath(lang), departureId, 2);
      await page.getByRole('button', { name: t.submit }).click();
      // Eight billing fields, two names for each of two travellers, the terms.
      await expect(page.getByRole('alert').filter({ hasText: w.summary(13) })).toBeVisible();
      await expect(page.locator('#billing-firstName')).toBeFocused();
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${shots}/checkout-errors-1366-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('#billing-firstName').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/checkout-errors-390-${lang}.png` });

      // Fixing the first fields moves the focus on, in the page's order, and the count follows.
      await page.locator('#billing-firstName').fill('Ana');
      await page.locator('#billing-lastName').fill('Tester');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.summary(11) })).toBeVisible();
      await expect(page.locator('#billing-country')).toBeFocused();
      const billing = page.getByRole('group', { name: lang === 'en' ? 'Billing details' : 'Datos de facturación' });
      await billing.getByLabel(t.country, { exact: true }).selectOption({ label: t.countryName });
      for (const [field, value] of [['streetAddress', 'Calle Mayor 1'], ['city', 'Madrid'], ['province', 'Madrid'], ['phone', '+34 600 000 000'], ['email', 'ana@example.test']]) {
        await page.locator(`#billing-${field}`).fill(value!);
      }
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('#traveller-0-firstName')).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: w.summary(5) })).toBeVisible();
    });

    test('after a declined card the error page names the cause and the hold\'s end; "Try again" keeps everything entered', async ({ page }) => {
      const journey = new BookingJourney(page, lang);
      const { departureId, tripPath } = await departureFor({ deposit: false, slot: slot(lang, 2) });
      await journey.pickDeparture(await tripPath(lang), departureId, 2);
      const email = `kept-${lang}-${Date.now()}@example.test`;
      await journey.fillCheckout(email, 2);
      const { hold_expires_at } = await bookingOf(page);
      await payWith(page, lang, '4000 0000 0000 0002');

      await expect(page.getByRole('heading', { level: 1, name: t.bookingError })).toBeVisible();
      const cause = page.getByTestId('payment-error-cause');
      await expect(cause).toContainText(w.declined);
      await expect(cause).toContainText(w.declinedNext);
      await expect(page.getByTestId('hold-state')).toContainText(`${w.heldUntil} ${madridClock(hold_expires_at)}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/error-declined-390-${lang}.png` });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${shots}/error-declined-1366-${lang}.png`, fullPage: true });

      await page.getByRole('link', { name: t.tryAgain }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?booking=`));
      await expect(page.locator('#billing-email')).toHaveValue(email);
      await expect(page.locator('#billing-city')).toHaveValue('Madrid');
      await expect(page.getByLabel(`${t.fields.firstName} (${t.traveller(2)})`)).toHaveValue('Traveller2');
      await expect(page.getByRole('radio', { name: t.full })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: t.accept })).toBeChecked();
      // Nothing to enter again: straight on to payment.
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/payment\\?booking=`));
    });

    test('insufficient funds offers the deposit the departure takes; once the hold has ended the page says the places are released', async ({ page }) => {
      const journey = new BookingJourney(page, lang);
      const { departureId, tripPath } = await departureFor({ deposit: true, slot: 10 + (lang === 'en' ? 0 : 1) });
      await journey.pickDeparture(await tripPath(lang), departureId, 1);
      await journey.fillCheckout(`funds-${lang}-${Date.now()}@example.test`, 1, 'full');
      const { planned_deposit_cents } = await bookingOf(page);
      await payWith(page, lang, '4000 0000 0000 9995');
      const cause = page.getByTestId('payment-error-cause');
      await expect(cause).toContainText(w.insufficient);
      await expect(cause).toContainText(w.depositInstead(formatPrice(planned_deposit_cents, lang)));
      await expect(page.getByTestId('hold-state')).toContainText(w.heldUntil);

      const reference = journey.reference();
      const expire = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/bookings?reference=eq.${reference}`, {
        method: 'PATCH',
        headers: { apikey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '', authorization: `Bearer ${process.env.SUPABASE_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }),
      });
      expect(expire.ok).toBe(true);
      await page.reload();
      await expect(page.getByTestId('hold-state')).toHaveText(w.released);
      await expect(cause).not.toContainText(w.depositInstead(formatPrice(planned_deposit_cents, lang)));
      await page.getByRole('link', { name: w.again }).click();
      await expect(page).toHaveURL(new RegExp(`/book\\?departure=${departureId}$`));
    });
  });
}
