import { expect, test } from './support/test';
import { newAddress } from './support/accounts';
import { BookingJourney, waitForMail } from './support/booking-journey';
import { ownDeparture } from './support/own-departure';
import { pdfText } from './support/pdf-text';
import { smallTapTargets } from './support/tap-targets';

// The home page's footer link, the purchase form (refusals first), a declined card and a good one, the e-mail with
// the code, the PDF voucher behind its link, then the code at a booking's checkout.
test.setTimeout(180_000);

const viewports = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 900 }] as const;
// Trips whose departures no other spec counts: each test books a departure of its own on one of them.
const trips = { en: { phone: 11, desktop: 12 }, es: { phone: 13, desktop: 14 } } as const;
const CODE = /GV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/;

const voucherTexts = {
  en: {
    footer: 'Gift vouchers', path: '/en/gift-vouchers', heading: 'Give an adventure', quick: '€50', amount: 'Amount in euros',
    amountError: 'Enter an amount in whole euros from €25 to €2,000.', emailLabel: 'Your e-mail', required: 'This field is required.',
    recipient: 'Who is it for? (optional)', message: 'A message (optional)', submit: 'Continue to payment', terms: 'How the voucher works',
    card: 'Each booking leaves at least €1 to pay by card, because a booking is confirmed by a card payment.',
    due: '€100', pay: 'Pay €100', for: 'Gift voucher for Ana', failed: 'The payment did not go through', declined: 'Your card was declined.',
    tryAgain: 'Try again', paid: 'Your gift voucher is paid', subject: 'Your gift voucher: €100', mailCode: 'Code: ', pdfPath: '/en/gift-vouchers/voucher.pdf',
    pdf: ['Gift voucher', 'For Ana', 'Value', 'Code', 'How to use it'], voucherField: 'Gift voucher', use: 'Use',
    applied: (code: string) => `Gift voucher ${code}: €100 paid with it.`,
    balanceCode: 'Voucher code', check: 'Check', balance: '€100 left of €100.', unknownCode: 'No paid gift voucher has this code. Check it against the e-mail or the PDF.',
  },
  es: {
    footer: 'Tarjetas regalo', path: '/es/tarjetas-regalo', heading: 'Regala una aventura', quick: '50 €', amount: 'Importe en euros',
    amountError: 'Escribe un importe en euros enteros de 25 € a 2.000 €.', emailLabel: 'Tu e-mail', required: 'Este campo es obligatorio.',
    recipient: '¿Para quién es? (opcional)', message: 'Un mensaje (opcional)', submit: 'Continuar al pago', terms: 'Cómo funciona la tarjeta',
    card: 'Cada reserva deja al menos 1 € para pagar con tarjeta, porque una reserva se confirma con un pago con tarjeta.',
    due: '100 €', pay: 'Pagar 100 €', for: 'Tarjeta regalo para Ana', failed: 'El pago no se ha completado', declined: 'Tu tarjeta ha sido rechazada.',
    tryAgain: 'Intentar de nuevo', paid: 'Tu tarjeta regalo está pagada', subject: 'Tu tarjeta regalo: 100 €', mailCode: 'Código: ', pdfPath: '/es/tarjetas-regalo/voucher.pdf',
    pdf: ['Tarjeta regalo', 'Para Ana', 'Valor', 'Código', 'Cómo usarla'], voucherField: 'Tarjeta regalo', use: 'Usar',
    applied: (code: string) => `Tarjeta regalo ${code}: pagas 100 € con ella.`,
    balanceCode: 'Código de la tarjeta', check: 'Consultar', balance: 'Quedan 100 € de 100 €.', unknownCode: 'Ninguna tarjeta regalo pagada tiene este código. Compruébalo en el correo o en el PDF.',
  },
} as const;

// Prices are formatted with no-break spaces in Spanish: compared with plain ones, or matched with any space.
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();
const whole = (text: string) => new RegExp(`^${text.replace(/[.?()]/g, '\\$&').replace(/ /g, '\\s')}$`);
const within = (text: string) => new RegExp(text.replace(/[.?()]/g, '\\$&').replace(/ /g, '\\s'));

for (const lang of ['en', 'es'] as const) {
  for (const viewport of viewports) {
    test(`${lang} at ${viewport.width} px: a gift voucher bought, paid by card, e-mailed with its PDF, then used at checkout`, async ({ page, request }, testInfo) => {
      await page.setViewportSize(viewport);
      const v = voucherTexts[lang];
      const fits = async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width < 640) expect(await smallTapTargets(page)).toEqual([]);
      };
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${lang}-${viewport.width}.png`), fullPage: true });

      await page.goto(`/${lang}`);
      await page.getByRole('contentinfo').getByRole('link', { name: v.footer, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${v.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: v.heading })).toBeVisible();
      const terms = page.getByTestId('voucher-terms');
      await expect(terms.getByRole('heading', { name: v.terms })).toBeVisible();
      await expect(terms).toContainText(within(v.card));

      // Nothing filled in: the amount and the e-mail say what they need, and nothing is sent.
      await page.getByRole('button', { name: v.submit }).click();
      await expect(page.locator('#voucher-amount-error')).toHaveText(whole(v.amountError));
      await expect(page.getByLabel(v.amount)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(v.required)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${v.path}$`));
      // A suggested amount fills the field; a typed one replaces it.
      const quick = page.getByRole('button', { name: whole(v.quick) });
      await quick.click();
      await expect(page.getByLabel(v.amount)).toHaveValue('50');
      await expect(quick).toHaveAttribute('aria-pressed', 'true');
      await page.getByLabel(v.amount).fill('100');
      const buyer = newAddress(`voucher-${lang}-${viewport.name}`);
      await page.getByLabel(v.emailLabel).fill(buyer);
      await page.getByLabel(v.recipient).fill('Ana');
      await page.getByLabel(v.message).fill(lang === 'en' ? 'Happy birthday, see you in the mountains!' : '¡Feliz cumpleaños, nos vemos en la montaña!');
      await fits();
      await shot('voucher-form');
      await page.getByRole('button', { name: v.submit }).click();

      // The payment page: the database's amount, the voucher and its terms, the test card form.
      await expect(page).toHaveURL(new RegExp(`/${lang}/payment/gift-voucher\\?voucher=[0-9a-f-]{36}&key=[0-9a-f]{64}$`), { timeout: 20_000 });
      const paymentUrl = page.url();
      await expect(page.getByTestId('amount-due')).toHaveText(whole(v.due));
      await expect(page.getByTestId('voucher-summary')).toContainText(v.for);
      await expect(page.getByTestId('voucher-summary')).toContainText(buyer);
      await fits();
      await shot('voucher-payment');
      const journey = new BookingJourney(page, lang);
      await journey.payWithCard('4000 0000 0000 0002');
      await expect(page.getByRole('heading', { level: 1, name: v.failed })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('payment-error-cause')).toContainText(v.declined);
      await fits();
      await page.getByRole('link', { name: v.tryAgain }).click();
      await expect(page).toHaveURL(paymentUrl);

      await expect(page.getByRole('button', { name: whole(v.pay) })).toBeVisible();
      await journey.payWithCard('4242 4242 4242 4242');
      await expect(page.getByRole('heading', { level: 1, name: v.paid })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('voucher-paid')).toContainText(buyer);
      await fits();
      await shot('voucher-paid');

      // The code comes only by e-mail, with the link to the PDF in the buyer's language.
      const mail = await waitForMail(buyer, 'gift_voucher');
      expect(plain(mail.subject)).toBe(plain(v.subject));
      const code = CODE.exec(mail.text_body)![0];
      expect(mail.text_body).toContain(`${v.mailCode}${code}`);
      const link = new RegExp(`https?://[^/\\s]+(${v.pdfPath.replace(/\./g, '\\.')}\\?voucher=[0-9a-f-]{36}&key=[0-9a-f]{64})`).exec(mail.text_body)?.[1];
      expect(link).toBeDefined();
      const pdf = await page.request.get(link!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['cache-control']).toBe('private, no-store');
      const text = plain(pdfText(await pdf.body())).replace(/[^\x20-\x7e\u00c0-\u00ff“”¡¿]/g, '');
      for (const line of [...v.pdf, code, '100']) expect(text).toContain(line);
      expect(text).toContain(lang === 'en' ? 'Happy birthday, see you in the mountains!' : '¡Feliz cumpleaños, nos vemos en la montaña!');
      // The payment page's key is not the PDF's: it opens nothing there.
      const wrongKey = new URL(paymentUrl).search;
      expect((await page.request.get(`${v.pdfPath}${wrongKey}`)).status()).toBe(404);

      // Its balance, from the purchase page: a code nobody holds is refused, the real one (typed in lower case) is whole.
      await page.goto(v.path);
      const balance = page.getByTestId('voucher-balance');
      await balance.getByLabel(v.balanceCode).fill('GV-2222-2222-2222');
      await balance.getByRole('button', { name: v.check, exact: true }).click();
      await expect(balance.getByRole('status')).toHaveText(whole(v.unknownCode));
      await expect(balance.getByLabel(v.balanceCode)).toHaveAttribute('aria-invalid', 'true');
      await balance.getByLabel(v.balanceCode).fill(code.toLowerCase());
      await balance.getByRole('button', { name: v.check, exact: true }).click();
      await expect(balance.getByRole('status')).toHaveText(whole(v.balance));
      await fits();

      // The code pays part of a booking.
      const { departureId, tripPath } = await ownDeparture(request, trips[lang][viewport.name], 4, 12);
      await journey.pickDeparture(await tripPath(lang), departureId, 2);
      await page.getByLabel(v.voucherField, { exact: true }).fill(code);
      await page.getByRole('button', { name: v.use, exact: true }).click();
      await expect(page.getByTestId('voucher-applied').getByRole('status')).toHaveText(whole(v.applied(code)));
      await expect(page.getByTestId('order-summary').locator('div').filter({ hasText: v.voucherField })).toContainText(code);
      await fits();
      await shot('voucher-checkout');
    });
  }
}
