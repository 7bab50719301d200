import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { BookingJourney, departureFor, texts, type Lang } from './support/booking-journey';
import { rest } from './support/rest';
import { smallTapTargets } from './support/tap-targets';

/** Screenshots looked at by hand, outside the repository (SHOTS_DIR, default /work/wt/shots/phone). */
const shots = process.env.SHOTS_DIR ?? '/work/wt/shots/phone';
mkdirSync(shots, { recursive: true });

// A phone held in the hand: 390 px wide, a finger instead of a mouse.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(120_000);

const errors = {
  en: {
    luhn: 'This card number is not valid: check each digit against your card.',
    short: 'Enter the whole card number: the 16 digits on the front of the card (15 on American Express).',
    expired: 'This date has passed: check the expiry date on the card, or use another card.',
    month: 'The month comes first and runs from 01 to 12: for August 2030, enter 08/30.',
  },
  es: {
    luhn: 'Este número de tarjeta no es válido: comprueba cada dígito con tu tarjeta.',
    short: 'Introduce el número completo de la tarjeta: los 16 dígitos del anverso (15 en American Express).',
    expired: 'Esta fecha ya ha pasado: comprueba la fecha de caducidad de la tarjeta o usa otra tarjeta.',
    month: 'El mes va primero, del 01 al 12: para agosto de 2030, escribe 08/30.',
  },
} as const;

/** A held booking with its details saved, open on its payment page (the phone's own journey to get there). */
async function atPayment(page: Page, lang: Lang, slot: number): Promise<BookingJourney> {
  const journey = new BookingJourney(page, lang);
  const { departureId, tripPath } = await departureFor({ deposit: false, slot });
  await journey.pickDeparture(await tripPath(lang), departureId, 1);
  await journey.fillCheckout(`phone-card-${lang}-${slot}-${Date.now()}@example.test`, 1);
  return journey;
}

/** Taps a field and types into it key by key, as a phone's keypad does. */
async function tapAndType(page: Page, label: string, keys: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.tap();
  await field.pressSequentially(keys);
}

/** The server action calls (Next-Action POSTs) the page makes from now on. */
function actionCalls(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) count += 1;
  });
  return { count: () => count };
}

async function chargesOf(reference: string): Promise<number> {
  const [booking] = await rest<{ id: string }[]>(`bookings?select=id&reference=eq.${reference}`, { service: true });
  return (await rest<unknown[]>(`test_payment_charges?select=id&booking_id=eq.${booking!.id}`, { service: true })).length;
}

const slots = { en: 26, es: 28 } as const;

for (const lang of ['en', 'es'] as const) {
  const t = texts[lang];
  test.describe(`paying from a phone in ${lang}`, () => {
    test('a card typed as digits only ("4242424242424242", "0830", "123") is formatted as typed and pays', async ({ page }) => {
      await atPayment(page, lang, slots[lang]);
      // The phone's numeric keypad and the browser's card autofill stay.
      for (const [label, autocomplete] of [[t.card.number, 'cc-number'], [t.card.expiry, 'cc-exp'], [t.card.cvc, 'cc-csc']] as const) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('inputmode', 'numeric');
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('autocomplete', autocomplete);
      }
      await expect(page.getByLabel(t.card.holder)).toHaveAttribute('autocomplete', 'cc-name');
      expect(await smallTapTargets(page)).toEqual([]);

      await tapAndType(page, t.card.number, '4242424242424242');
      await expect(page.getByLabel(t.card.number, { exact: true })).toHaveValue('4242 4242 4242 4242');
      await tapAndType(page, t.card.expiry, '0830');
      await expect(page.getByLabel(t.card.expiry, { exact: true })).toHaveValue('08/30');
      await tapAndType(page, t.card.cvc, '123');
      await tapAndType(page, t.card.holder, 'Ana Tester');
      await page.getByLabel(t.card.number, { exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/payment-typed-390-${lang}.png` });
      await page.getByRole('button', { name: t.pay }).tap();
      await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible({ timeout: 20_000 });
    });

    test('an invalid number and a past date are refused before sending, saying what to do; a pasted "4242 4242 4242 4242" then pays', async ({ page, context }) => {
      const journey = await atPayment(page, lang, slots[lang] + 1);
      const reference = journey.reference();
      const calls = actionCalls(page);

      await tapAndType(page, t.card.number, '4242424242424241');
      await tapAndType(page, t.card.expiry, '0120');
      await tapAndType(page, t.card.cvc, '123');
      await tapAndType(page, t.card.holder, 'Ana Tester');
      await page.getByRole('button', { name: t.pay }).tap();
      await expect(page.getByText(errors[lang].luhn)).toBeVisible();
      await expect(page.getByText(errors[lang].expired)).toBeVisible();
      await expect(page.getByLabel(t.card.number, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(t.card.expiry, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(t.card.number, { exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/payment-refused-390-${lang}.png` });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${shots}/payment-refused-1366-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });

      // A short number and a month that does not exist say so.
      await page.getByLabel(t.card.number, { exact: true }).fill('4242 4242');
      await page.getByLabel(t.card.expiry, { exact: true }).fill('1330');
      await page.getByRole('button', { name: t.pay }).tap();
      await expect(page.getByText(errors[lang].short)).toBeVisible();
      await expect(page.getByText(errors[lang].month)).toBeVisible();
      expect(calls.count()).toBe(0);
      expect(await chargesOf(reference)).toBe(0);

      // Pasted with its spaces, as a password manager or a note gives it.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const number = page.getByLabel(t.card.number, { exact: true });
      await number.fill('');
      await page.evaluate(() => navigator.clipboard.writeText('4242 4242 4242 4242'));
      await number.tap();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(number).toHaveValue('4242 4242 4242 4242');
      await page.getByLabel(t.card.expiry, { exact: true }).fill('');
      await page.evaluate(() => navigator.clipboard.writeText('08 / 2030'));
      await page.getByLabel(t.card.expiry, { exact: true }).tap();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(page.getByLabel(t.card.expiry, { exact: true })).toHaveValue('08/30');
      await expect(page.getByText(errors[lang].luhn)).toHaveCount(0);
      await page.getByRole('button', { name: t.pay }).tap();
      await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible({ timeout: 20_000 });
      expect(await chargesOf(reference)).toBe(1);
    });
  });
}
