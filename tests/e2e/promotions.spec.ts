import { DEMO_PROMOTION_CODE } from '@/supabase/seed/content/promotions';
import { expect, test } from './support/test';
import { newAddress } from './support/accounts';
import { BookingJourney, departureFor, texts, waitForMail } from './support/booking-journey';
import { bookingLinkFromViewer, download, manageTexts } from './support/manage-booking';
import { backend } from './support/accounts';
import { pdfText } from './support/pdf-text';
import { smallTapTargets } from './support/tap-targets';

// A booking, a wrong code, the demo code, a gift voucher, a payment, the e-mail, the booking page and the receipt.
test.setTimeout(180_000);

const viewports = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 900 }] as const;
// Departures no other spec books (theirs are below 50).
const slots = { en: { phone: 60, desktop: 61 }, es: { phone: 62, desktop: 63 } } as const;

/**
 * A paid gift voucher of `cents`. This spec is about checkout: it plays the shop's server, creating the voucher and
 * confirming it as the webhook does with the provider's signed event; gift-vouchers.spec buys one through the
 * purchase page, the card form and the e-mail.
 */
async function paidVoucher(cents: number, lang: 'en' | 'es', buyer: string): Promise<string> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const call = async <T>(name: string, body: object): Promise<T> => {
    const response = await fetch(`${backend().url}/rest/v1/rpc/${name}`, {
      method: 'POST', headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const made = await call<{ id: string }>('create_gift_voucher', { amount_cents: cents, buyer_email: buyer, recipient_name: 'Ana', message: null, lang });
  await call('confirm_gift_voucher', { voucher_id: made.id, provider: 'test', provider_reference: `tch_${made.id}`, idempotency_key: `e2e-${made.id}`, amount_cents: cents, currency: 'EUR' });
  // The code reaches the buyer only by the e-mail the payment's confirmation queued.
  const mail = await waitForMail(buyer, 'gift_voucher');
  return /GV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/.exec(mail.text_body)![0];
}

const promoTexts = {
  en: {
    label: 'Promotion code', apply: 'Apply', remove: 'Remove code', unknown: 'We do not recognise this code. Please check it and try again.',
    applied: (code: string) => new RegExp(`^Code ${code} applied: €[\\d,.]+ off\\.$`), row: 'Promotion code', mail: `Promotion code ${DEMO_PROMOTION_CODE}: −€`,
    voucher: 'Gift voucher', use: 'Use', voucherApplied: (code: string) => `Gift voucher ${code}: €100 paid with it.`, voucherMail: (code: string) => `Gift voucher ${code}: −€100`,
  },
  es: {
    label: 'Código promocional', apply: 'Aplicar', remove: 'Quitar el código', unknown: 'No reconocemos este código. Revísalo y vuelve a intentarlo.',
    applied: (code: string) => new RegExp(`^Código ${code} aplicado: [\\d.,]+\\s€ de descuento\\.$`), row: 'Código promocional', mail: `Código promocional ${DEMO_PROMOTION_CODE}: −`,
    voucher: 'Tarjeta regalo', use: 'Usar', voucherApplied: (code: string) => new RegExp(`^Tarjeta regalo ${code}: pagas 100\\s€ con ella\\.$`), voucherMail: (code: string) => `Tarjeta regalo ${code}: −100 €`,
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  for (const viewport of viewports) {
    test(`${lang} at ${viewport.width} px: a wrong code is refused, the demo code and a gift voucher lower the total, the payment, e-mail and receipt show both`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const t = texts[lang];
      const p = promoTexts[lang];
      const fits = async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width < 640) expect(await smallTapTargets(page)).toEqual([]);
      };
      const summary = page.getByTestId('order-summary');
      // Prices are formatted with no-break spaces in Spanish; e-mails and PDFs are compared with plain ones.
      const plain = (text: string) => text.replace(/\s/g, ' ');
      const total = async () => plain((await summary.locator('div').filter({ hasText: 'Total' }).locator('dd').textContent())?.trim() ?? '');

      const { departureId, tripPath } = await departureFor({ deposit: true, slot: slots[lang][viewport.name] });
      const journey = new BookingJourney(page, lang);
      await journey.pickDeparture(await tripPath(lang), departureId, 2);
      const before = await total();

      const field = page.getByLabel(p.label, { exact: true });
      await field.fill('NOT-A-CODE');
      await page.getByRole('button', { name: p.apply, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: p.unknown })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await total()).toBe(before);

      await field.fill(DEMO_PROMOTION_CODE.toLowerCase());
      await page.getByRole('button', { name: p.apply, exact: true }).click();
      await expect(page.getByTestId('promotion-applied').getByRole('status')).toHaveText(p.applied(DEMO_PROMOTION_CODE));
      await expect(summary.locator('div').filter({ hasText: p.row })).toContainText(DEMO_PROMOTION_CODE);
      await expect.poll(total).not.toBe(before);
      const afterCode = await total();

      // A gift voucher of 100 € pays part of what is left.
      const voucher = await paidVoucher(10000, lang, newAddress(`giver-${lang}-${viewport.name}`));
      await page.getByLabel(p.voucher, { exact: true }).fill(voucher);
      await page.getByRole('button', { name: p.use, exact: true }).click();
      await expect(page.getByTestId('voucher-applied').getByRole('status')).toHaveText(p.voucherApplied(voucher));
      await expect(summary.locator('div').filter({ hasText: p.voucher })).toContainText(voucher);
      await expect.poll(total).not.toBe(afterCode);
      const discounted = await total();
      await fits();
      await page.screenshot({ path: testInfo.outputPath(`checkout-${lang}-${viewport.width}.png`), fullPage: true });

      const email = newAddress(`promo-${lang}-${viewport.name}`);
      await journey.fillCheckout(email, 2, 'full');
      // The provider is asked for the discounted total, read from the booking.
      expect(plain((await page.getByRole('button', { name: t.pay }).textContent()) ?? '')).toContain(discounted);
      await journey.payWithCard('4242 4242 4242 4242');
      await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
      await expect(summary).toContainText(DEMO_PROMOTION_CODE);
      expect(plain((await summary.textContent()) ?? '')).toContain(discounted);

      const mail = await waitForMail(email, 'booking_confirmation');
      expect(plain(mail.text_body)).toContain(p.mail);
      expect(plain(mail.text_body)).toContain(p.voucherMail(voucher));
      expect(plain(mail.text_body)).toContain(`Total: ${discounted}`);

      await page.goto(await bookingLinkFromViewer(page, email, t.mailSubject));
      await fits();
      const receipt = await download(page, manageTexts[lang].receipt);
      // The PDF's euro sign does not come back as text from the standard fonts' WinAnsi: everything but letters, digits
      // and punctuation is dropped, and amounts are compared without it.
      const text = plain(pdfText(receipt.body)).replace(/[^\x20-\x7e\u00c0-\u00ff]/g, '');
      const digits = (amount: string) => amount.replace(/[^\d.,]/g, '');
      expect(text).toContain(`${p.row} ${DEMO_PROMOTION_CODE}`);
      expect(text).toContain(`${p.voucher} ${voucher} -100`);
      expect(text).toContain(`Total ${digits(discounted)}`);
    });
  }
}
