import { expect, test } from './support/test';
import { confirmedAccount, newAddress } from './support/accounts';
import { BookingJourney, texts, waitForMail } from './support/booking-journey';
import { ownDeparture as newDeparture } from './support/own-departure';
import { bookingLinkFromViewer, confirmedBooking, download, manageTexts, ownDeparture, patchAsService, placesLeft } from './support/manage-booking';
import { rest } from './support/rest';
import { smallTapTargets } from './support/tap-targets';

// A whole journey: booking, payment, the e-mail, the booking page, three downloads and a cancellation.
test.setTimeout(180_000);

const viewports = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 900 }] as const;
// A departure of its own for each test, five months away (a deposit trip's deposit is offered, the cancellation fee is
// the smallest): a shared seed departure chosen by its rank among those with places moved when another test took its
// last places, and two of these tests once booked the same one.
const slots = { en: { phone: 0, desktop: 1 }, es: { phone: 2, desktop: 3 } } as const;
const depositTrips = await rest<{ id: number; deposit_min_days: number }[]>(
  'trips?select=id,deposit_min_days&published=eq.true&deposit_percent=gt.0&id=gte.9&order=id&limit=4',
  { service: true },
);

for (const lang of ['en', 'es'] as const) {
  for (const viewport of viewports) {
    test(`${lang} at ${viewport.width} px: book and pay -> e-mail link -> travellers -> receipt, invoice, calendar -> cancel -> places back`, async ({ page, request }, testInfo) => {
      await page.setViewportSize(viewport);
      const t = texts[lang];
      const m = manageTexts[lang];
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${lang}-${viewport.width}.png`), fullPage: true });
      const fits = async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width < 640) expect(await smallTapTargets(page)).toEqual([]);
      };

      const trip = depositTrips[slots[lang][viewport.name]];
      if (!trip) throw new Error('the seed has fewer than four published deposit trips from id 9');
      const { departureId, tripPath } = await newDeparture(request, trip.id, 10, Math.max(150, trip.deposit_min_days + 30));
      const before = await placesLeft(departureId);
      const journey = new BookingJourney(page, lang);
      await journey.pickDeparture(await tripPath(lang), departureId, 2);
      const email = newAddress(`manage-${lang}-${viewport.name}`);
      await journey.fillCheckout(email, 2, 'full');
      const reference = journey.reference();
      await journey.payWithCard('4242 4242 4242 4242');
      // The thank-you page stays one, and links to the booking page.
      await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
      await expect(page.getByRole('link', { name: m.manage })).toBeVisible();
      expect(await placesLeft(departureId)).toBe(before - 2);

      // The confirmation e-mail, read in the local mail viewer: its link opens the booking page.
      await page.goto(await bookingLinkFromViewer(page, email, `${t.mailSubject}`));
      await expect(page).toHaveURL(new RegExp(`/${lang}/account/bookings/${reference}\\?key=`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
      const status = page.getByTestId('booking-status');
      await expect(status.locator('[data-status]')).toHaveText(m.confirmed);
      await expect(page.getByTestId('countdown')).toBeVisible();
      await expect(page.getByTestId('travellers-missing')).toHaveText(m.missing);
      await fits();
      await shot('booking-page');

      // Travellers' details.
      const form = page.getByTestId('travellers-form');
      for (const n of [1, 2]) {
        const group = form.getByRole('group', { name: m.traveller(n) });
        await group.getByLabel(m.dob).fill('1988-04-0' + n);
        await group.getByLabel(m.nationality).selectOption({ label: m.country });
        await group.getByLabel(m.passport, { exact: true }).fill(`P${n}234567`);
        await group.getByLabel(m.expiry).fill('2040-06-30');
        await group.getByLabel(m.emergency, { exact: true }).fill('Luis Tester');
        await group.getByLabel(m.emergencyPhone).fill('+34 600 111 222');
      }
      await shot('travellers-form');
      await form.getByRole('button', { name: m.save }).click();
      await expect(page.getByRole('status').filter({ hasText: m.saved })).toBeVisible();
      await expect(page.getByTestId('travellers-missing')).toHaveCount(0);
      // The passport number never comes back whole: only how it ends.
      const first = form.getByRole('group', { name: m.traveller(1) });
      await expect(first.getByText(m.onFile)).toBeVisible();
      await expect(first.getByLabel(m.passport, { exact: true })).toHaveValue('');
      expect(await page.content()).not.toContain('P1234567');

      // Documents: the receipt of the payment, the invoice (paid in full), the departure for a calendar.
      const receipt = await download(page, m.receipt);
      expect(receipt.filename).toBe(`receipt-${reference}-1.pdf`);
      expect(receipt.body.subarray(0, 5).toString()).toBe('%PDF-');
      const invoice = await download(page, m.invoice);
      expect(invoice.filename).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
      expect(invoice.body.subarray(0, 5).toString()).toBe('%PDF-');
      const calendar = await download(page, m.calendar);
      expect(calendar.filename).toBe(`${reference}.ics`);
      expect(calendar.body.toString()).toContain('BEGIN:VEVENT');
      expect(calendar.body.toString()).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
      await expect(page.getByRole('link', { name: m.notes })).toHaveAttribute('href', /\/notes\.pdf$/);

      // Cancelling: today's fee and the refund are shown before anything changes.
      await page.getByRole('button', { name: m.cancel }).click();
      const confirmation = page.getByTestId('cancel-confirm');
      await expect(confirmation.getByText(m.fee)).toBeVisible();
      await expect(confirmation.getByText(m.refund)).toBeVisible();
      await fits();
      await shot('cancel-confirmation');
      expect(await placesLeft(departureId)).toBe(before - 2);
      await confirmation.getByRole('button', { name: m.confirmCancel }).click();
      await expect(status.locator('[data-status]')).toHaveText(m.refunded);
      await shot('cancelled');

      // The places are back at once, on the book page too.
      expect(await placesLeft(departureId)).toBe(before);
      await page.goto(`${await tripPath(lang)}/book`);
      await expect(page.locator(`[data-departure-id="${departureId}"]`)).toContainText(m.spotsLeft(before));

      // Both e-mails, the traveller's in their language and the operator's, in the mail viewer.
      const mail = await waitForMail(email, 'booking_cancelled');
      expect(mail.subject).toContain(m.cancelledMail);
      await page.goto(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/_local/mail`);
      await expect(page.getByRole('heading', { name: mail.subject })).toBeVisible();
      await expect(page.getByRole('heading', { name: new RegExp(`^Booking cancelled ${reference}:`) })).toBeVisible();
    });
  }
}

test('bad links and late cancellations get a clear message in each language and change nothing', async ({ page }) => {
  const [trip] = await rest<{ trip_id: number }[]>('departure_availability?select=trip_id&bookable=eq.true&trip_id=not.in.(1,42)&order=id.asc&limit=1');
  const departureId = await ownDeparture(trip!.trip_id);
  const { reference, key } = await confirmedBooking(departureId, newAddress('bad-input'));
  for (const lang of ['en', 'es'] as const) {
    const m = manageTexts[lang];
    await page.goto(`/${lang}/account/bookings/${reference}?key=${'0'.repeat(64)}`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(m.wrongKey);
    await page.goto(`/${lang}/account/bookings/${reference}`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(m.wrongKey);
    const receipt = await page.request.get(`/${lang}/account/bookings/${reference}/invoice.pdf?key=${'0'.repeat(64)}`);
    expect(receipt.status()).toBe(404);
    expect(receipt.headers()['cache-control']).toContain('no-store');
  }
  // The booking's own key opens it, until it expires.
  await page.goto(`/en/account/bookings/${reference}?key=${key}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  expect((await page.request.get(`/en/account/bookings/${reference}?key=${key}`)).headers()['cache-control']).toContain('no-store');
  // Once the trip has started, cancelling is refused with a word on what to do.
  await patchAsService(`departures?id=eq.${departureId}`, { start_date: new Date().toISOString().slice(0, 10) });
  await page.reload();
  await expect(page.getByTestId('booking-cancel')).toContainText(manageTexts.en.departed);
  await expect(page.getByRole('button', { name: manageTexts.en.cancel })).toHaveCount(0);
  const keyHash = await page.evaluate(async (secret) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }, key);
  await patchAsService(`booking_access_keys?key_hash=eq.${keyHash}`, { expires_at: new Date(Date.now() - 60_000).toISOString() });
  for (const lang of ['en', 'es'] as const) {
    await page.goto(`/${lang}/account/bookings/${reference}?key=${key}`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(manageTexts[lang].expiredKey);
  }
  // Another user, signed in, without the key: the same answer as a wrong key.
  const stranger = newAddress('stranger');
  await confirmedAccount(stranger, 'stranger-pass-1', 'en');
  await page.goto('/en/account');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(stranger);
  await main.getByLabel('Password').fill('stranger-pass-1');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(main.getByText(`Signed in as ${stranger}`)).toBeVisible();
  await page.goto(`/en/account/bookings/${reference}`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(manageTexts.en.wrongKey);
});
