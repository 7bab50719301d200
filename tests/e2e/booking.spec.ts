import { expect, test } from './support/test';
import { BookingJourney, departureFor, linkIn, texts, waitForMail } from './support/booking-journey';
import { rest } from './support/rest';
import { smallTapTargets } from './support/tap-targets';

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

const serviceHeaders = () => {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
};

const slots = { en: 0, es: 1 } as const;

// A whole journey is a dozen page loads and a payment.
test.setTimeout(120_000);

for (const lang of ['en', 'es'] as const) {
  test.describe(`booking in ${lang}`, () => {
    const t = texts[lang];

    test('trip page -> book 2 travellers -> checkout errors, then valid -> pay -> confirmed, with the e-mail', async ({ page }) => {
      const journey = new BookingJourney(page, lang);
      const { departureId, tripPath } = await departureFor({ deposit: false, slot: slots[lang] });
      await journey.pickDeparture(await tripPath(lang), departureId, 2);

      // Every required field is flagged on an empty submit, the optional ones are not.
      await page.getByRole('button', { name: t.submit }).click();
      // Seven billing fields and two names for each of the two travellers; the country and the terms have their own words.
      await expect(page.getByText(t.required)).toHaveCount(7 + 2 * 2);
      await expect(page.getByText(t.chooseCountry)).toBeVisible();
      await expect(page.getByText(t.terms)).toBeVisible();
      await expect(page.getByLabel(t.country, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#billing-company')).not.toHaveAttribute('aria-invalid', 'true');

      const email = `full-${lang}-${Date.now()}@example.test`;
      await journey.fillCheckout(email, 2);
      await expect(page.getByText(/4242 4242 4242 4242/)).toBeVisible();
      await journey.payWithCard(SUCCESS_CARD);

      await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
      await expect(page.getByText(t.emailSent(email))).toBeVisible();
      const reference = journey.reference();
      await expect(page.getByTestId('order-summary')).toContainText(reference);

      const mail = await waitForMail(email, 'booking_confirmation');
      expect(mail.subject).toContain(t.mailSubject);
      expect(mail.subject).toContain(reference);
      // The same e-mail in the local mail viewer.
      await page.goto(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/_local/mail`);
      await expect(page.getByText(mail.subject)).toBeVisible();
    });

    test('a declined card shows "Booking Error"; "Try again" returns to checkout and the payment goes through', async ({ page }) => {
      const journey = new BookingJourney(page, lang);
      const { departureId, tripPath } = await departureFor({ deposit: false, slot: 2 + slots[lang] });
      await journey.pickDeparture(await tripPath(lang), departureId, 1);
      const email = `declined-${lang}-${Date.now()}@example.test`;
      await journey.fillCheckout(email, 1);
      await journey.payWithCard(DECLINED_CARD);
      await expect(page.getByRole('heading', { level: 1, name: t.bookingError })).toBeVisible();
      await expect(page.getByText(t.declined)).toBeVisible();
      await page.getByRole('link', { name: t.tryAgain }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?booking=`));
      // Everything entered is kept, the accepted terms included.
      await expect(page.locator('#billing-email')).toHaveValue(email);
      await expect(page.getByRole('checkbox', { name: t.accept })).toBeChecked();
      await page.getByRole('button', { name: t.submit }).click();
      await journey.payWithCard(SUCCESS_CARD);
      await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
    });

    test('a deposit booking shows the amount due today and the balance; the balance is paid from the e-mail link', async ({ page }) => {
      const journey = new BookingJourney(page, lang);
      const { departureId, tripPath } = await departureFor({ deposit: true, slot: slots[lang] });
      await journey.pickDeparture(await tripPath(lang), departureId, 2);
      await expect(page.getByTestId('deposit-due-today')).toContainText(t.dueToday);
      await expect(page.getByTestId('deposit-future')).toContainText(t.future);
      const email = `deposit-${lang}-${Date.now()}@example.test`;
      await journey.fillCheckout(email, 2, 'deposit');
      const reference = journey.reference();
      const [booking] = await rest<{ total_cents: number; deposit_cents: number }[]>(`bookings?select=total_cents,deposit_cents&reference=eq.${reference}`, { service: true });
      expect(booking!.deposit_cents).toBeLessThan(booking!.total_cents);
      await journey.payWithCard(SUCCESS_CARD);
      await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
      await expect(page.getByTestId('payment-facts')).toContainText(t.balance);

      const mail = await waitForMail(email, 'booking_confirmation');
      // The e-mail's link opens the booking's own page, which offers the balance.
      await page.goto(linkIn(mail.text_body, 'booking'));
      await page.getByRole('link', { name: t.payBalance }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/payment\\?booking=${reference}`));
      await journey.payWithCard(SUCCESS_CARD);
      await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
      await expect(page.getByTestId('payment-facts')).not.toContainText(t.balance);
      const [paid] = await rest<{ paid_cents: number; total_cents: number }[]>(`bookings?select=paid_cents,total_cents&reference=eq.${reference}`, { service: true });
      expect(paid!.paid_cents).toBe(paid!.total_cents);
    });
  });
}

test('a sold-out departure cannot be booked: choosing it offers its waitlist instead of "Continue"', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  const [soldOut] = await rest<{ id: number; trip_id: number }[]>(`departure_availability?select=id,trip_id&availability=eq.sold_out&status=eq.scheduled&start_date=gt.${today}&order=id.asc&limit=1`);
  expect(soldOut).toBeDefined();
  await page.goto(`/en/travel/${soldOut!.trip_id}/x/book`);
  const option = page.locator(`[data-departure-id="${soldOut!.id}"]`);
  await expect(option).toContainText('Sold out');
  await option.click();
  await expect(option.getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('waitlist-form')).toBeVisible();
  await expect(page.getByRole('button', { name: texts.en.continue })).toHaveCount(0);
});

test('an expired hold cannot be paid', async ({ page }) => {
  const journey = new BookingJourney(page, 'en');
  const { departureId, tripPath } = await departureFor({ deposit: false, slot: 4 });
  await journey.pickDeparture(await tripPath('en'), departureId, 1);
  await journey.fillCheckout(`expired-${Date.now()}@example.test`, 1);
  const reference = journey.reference();
  const expire = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/bookings?reference=eq.${reference}`, {
    method: 'PATCH',
    headers: serviceHeaders(),
    body: JSON.stringify({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }),
  });
  expect(expire.ok).toBe(true);
  await page.reload();
  await expect(page.getByText(texts.en.holdEnded)).toBeVisible();
  await expect(page.getByLabel(texts.en.card.number)).toHaveCount(0);
  const [booking] = await rest<{ status: string; paid_cents: number }[]>(`bookings?select=status,paid_cents&reference=eq.${reference}`, { service: true });
  expect(booking).toMatchObject({ paid_cents: 0 });
});

test('on a phone the whole journey fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const journey = new BookingJourney(page, 'es');
  const { departureId, tripPath } = await departureFor({ deposit: true, slot: 3 });
  // Every step fits the screen and every control on it is big enough for a finger.
  const fits = async () => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await smallTapTargets(page)).toEqual([]);
  };
  await page.goto(await tripPath('es'));
  await fits();
  const bar = page.locator('[data-fixed-bottom-bar]');
  const button = bar.getByRole('link');
  const box = await button.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  // The chat button sits above the bar, never over its button.
  const chat = page.getByRole('button', { name: 'Abrir chat' });
  await expect.poll(async () => {
    const c = await chat.boundingBox();
    return c !== null && c.y + c.height <= box!.y;
  }).toBe(true);
  await journey.pickDeparture(await tripPath('es'), departureId, 2);
  await fits();
  await journey.fillCheckout(`phone-${Date.now()}@example.test`, 2, 'deposit');
  await fits();
  await journey.payWithCard(SUCCESS_CARD);
  await expect(page.getByRole('heading', { level: 1, name: texts.es.confirmed })).toBeVisible();
  await fits();
});

test.describe('payment webhook and scheduled jobs', () => {
  test('an unsigned or forged payment event is refused and changes nothing', async ({ request }) => {
    const [booking] = await rest<{ id: string; status: string }[]>('bookings?select=id,status&status=eq.held&limit=1', { service: true });
    const event = JSON.stringify({ id: 'tev_000000000000000000000000', type: 'charge.succeeded', data: { charge_id: 'tch_000000000000000000000000', booking_id: booking?.id ?? '00000000-0000-4000-8000-000000000000', amount_cents: 1, currency: 'EUR' } });
    const unsigned = await request.post('/api/payments/webhook', { data: event, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status()).toBe(400);
    const forged = await request.post('/api/payments/webhook', {
      data: event,
      headers: { 'content-type': 'application/json', 'x-test-payments-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forged.status()).toBe(400);
    if (booking) {
      const [after] = await rest<{ status: string }[]>(`bookings?select=status&id=eq.${booking.id}`, { service: true });
      expect(after?.status).toBe(booking.status);
    }
  });

  test('the scheduled jobs need the cron secret', async ({ request }) => {
    expect((await request.get('/api/cron/frequent')).status()).toBe(401);
    expect((await request.get('/api/cron/frequent', { headers: { authorization: 'Bearer wrong' } })).status()).toBe(401);
    const run = await request.get('/api/cron/frequent', { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
    expect(run.status()).toBe(200);
    expect(await run.json()).toMatchObject({ job: 'frequent', holdsExpired: expect.any(Number) });
  });
});
