import Stripe from 'stripe';
import { createGiftVoucher, giftVoucherDocument, giftVoucherLimits, giftVoucherPurchase } from '@/lib/data/gift-vouchers';
import { giftVoucherSchema } from '@/lib/forms/gift-voucher';
import type { VoucherAccess } from '@/lib/gift-vouchers/purchase';
import { chargeGiftVoucher, startGiftVoucherCheckout } from '@/lib/payments/gift-voucher-charges';
import { stripeProvider } from '@/lib/payments/stripe-provider';
import { handlePaymentWebhook } from '@/lib/payments/webhook';
import { site } from '@/lib/site';
import { testBackend, testClient, uniqueEmail } from '../setup/test-backend';
import { startFakeStripe } from './fake-stripe';
import { useShopEnv } from './shop-env';

const admin = () => testClient(testBackend().serviceRoleKey);

async function mailsTo(address: string): Promise<{ template: string; subject: string; text_body: string }[]> {
  const { data, error } = await admin().from('email_outbox').select('template, subject, text_body').eq('to_address', address).order('id');
  if (error) throw error;
  return data as { template: string; subject: string; text_body: string }[];
}

/** The voucher and key of the PDF link in a voucher e-mail (the shop's own address, in the buyer's language). */
function pdfLinkIn(body: string, path: string): VoucherAccess {
  const escaped = `${site.url}${path}`.replace(/[.?/]/g, (c) => `\\${c}`);
  const match = new RegExp(`${escaped}\\?voucher=([0-9a-f-]{36})&key=([0-9a-f]{64})`).exec(body);
  if (!match) throw new Error(`No PDF link in:\n${body}`);
  return { voucherId: match[1]!, key: match[2]! };
}

/** A purchase as the form's server action records it: the values checked by the form's schema first. */
async function purchase(email: string, amount: number, lang: 'en' | 'es', recipientName = '', message = ''): Promise<VoucherAccess> {
  const values = giftVoucherSchema(await giftVoucherLimits()).parse({ amount, email, recipientName, message, lang });
  const made = await createGiftVoucher({ amountCents: values.amount * 100, buyerEmail: values.email, recipientName: values.recipientName || null, message: values.message || null, lang });
  if (!made.ok) throw new Error('the purchase was refused');
  return made.access;
}

describe('buying a gift voucher through the shop server', () => {
  beforeAll(() => useShopEnv());

  it('reads its limits from the database, and the form schema built from them refuses what the database would', async () => {
    const limits = await giftVoucherLimits();
    expect(limits).toEqual({ minCents: 2500, maxCents: 200000, stepCents: 100, nameMaxLength: 80, messageMaxLength: 300, cardMinCents: 100 });
    const schema = giftVoucherSchema(limits);
    const base = { amount: 50, email: 'a@example.test', recipientName: '', message: '', lang: 'en' };
    expect(schema.safeParse(base).success).toBe(true);
    for (const amount of [24, 2001, 50.5, Number.NaN]) expect(schema.safeParse({ ...base, amount }).success).toBe(false);
    expect(schema.safeParse({ ...base, recipientName: 'x'.repeat(81) }).success).toBe(false);
    expect(schema.safeParse({ ...base, message: 'x'.repeat(301) }).success).toBe(false);
    // The database refuses an amount outside its limits even if a caller skipped the schema, and changes nothing.
    expect(await createGiftVoucher({ amountCents: 2400, buyerEmail: 'a@example.test', recipientName: null, message: null, lang: 'en' })).toEqual({ ok: false, invalid: true });
  });

  it('pays with the test card: a declined card changes nothing, a good one activates it by the signed event, e-mails the code and opens the PDF to the e-mail key only', async () => {
    const buyer = uniqueEmail('voucher-buyer');
    const access = await purchase(buyer, 120, 'es', 'Marta', '¡Feliz cumpleaños!');
    expect(await giftVoucherPurchase(access)).toMatchObject({ status: 'pending', amountCents: 12000, currency: 'EUR', lang: 'es', buyerEmail: buyer, recipientName: 'Marta' });
    // Someone without the key learns nothing, and the page's key never opens the PDF.
    expect(await giftVoucherPurchase({ ...access, key: '0'.repeat(64) })).toBeNull();
    expect(await giftVoucherDocument(access)).toBeNull();

    const voucher = (await giftVoucherPurchase(access))!;
    expect(await chargeGiftVoucher(voucher, '4000000000000002')).toEqual({ outcome: 'declined', accepted: false });
    expect(await chargeGiftVoucher(voucher, '4000000000009995')).toEqual({ outcome: 'insufficient_funds', accepted: false });
    expect(await giftVoucherPurchase(access)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await mailsTo(buyer)).toEqual([]);

    expect(await chargeGiftVoucher(voucher, '4242424242424242')).toEqual({ outcome: 'succeeded', accepted: true });
    expect(await giftVoucherPurchase(access)).toMatchObject({ status: 'active', paidAt: expect.any(String) });
    const mails = await mailsTo(buyer);
    expect(mails).toEqual([expect.objectContaining({ template: 'gift_voucher', subject: 'Tu tarjeta regalo: 120 €' })]);
    const body = mails[0]!.text_body;
    const { data: row } = await admin().from('gift_vouchers').select('code').eq('id', access.voucherId).single();
    expect(body).toContain(`Código: ${(row as { code: string }).code}`);
    expect(body).toContain('Para: Marta');
    const link = pdfLinkIn(body, '/es/tarjetas-regalo/voucher.pdf');
    expect(link.voucherId).toBe(access.voucherId);
    expect(link.key).not.toBe(access.key);
    expect(await giftVoucherDocument(link)).toMatchObject({ code: (row as { code: string }).code, amountCents: 12000, recipientName: 'Marta', message: '¡Feliz cumpleaños!' });
    expect(await giftVoucherDocument(access)).toBeNull();
  });
});

describe('a gift voucher paid on Stripe Checkout, against a loopback Stripe peer', () => {
  const WEBHOOK_SECRET = 'whsec_vouchers_local_peer';
  const signer = new Stripe('sk_test_signing_only');
  let peer: Awaited<ReturnType<typeof startFakeStripe>>;
  let provider: ReturnType<typeof stripeProvider>;
  let counter = 0;
  const event = (type: string, object: object) => ({ id: `evt_voucher_${Date.now()}_${(counter += 1)}`, object: 'event', type, created: Math.floor(Date.now() / 1000), api_version: '2026-10-28.endive', data: { object } });
  const signed = (body: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(body);
    return new Request('http://shop.test/api/payments/webhook', {
      method: 'POST', headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }), 'content-type': 'application/json' }, body: payload,
    });
  };

  beforeAll(async () => {
    useShopEnv();
    peer = await startFakeStripe();
    provider = stripeProvider({ secretKey: 'sk_test_vouchers_local_peer', webhookSecret: WEBHOOK_SECRET, apiUrl: peer.url });
  });
  afterAll(() => peer?.close());

  it('opens one session for the voucher in the buyer language, then activates it from checkout.session.completed alone, once', async () => {
    const buyer = uniqueEmail('stripe-voucher');
    const access = await purchase(buyer, 75, 'en', 'Luis');
    const voucher = (await giftVoucherPurchase(access))!;
    const first = await startGiftVoucherCheckout(voucher, access, 'en', 'Gift voucher for Luis', provider);
    const call = peer.calls.at(-1)!;
    expect(await startGiftVoucherCheckout(voucher, access, 'en', 'Gift voucher for Luis', provider)).toEqual(first);
    expect(peer.calls.at(-1)!.idempotencyKey).toBe(call.idempotencyKey);
    const form = Object.fromEntries(call.form);
    expect(form).toMatchObject({
      mode: 'payment', locale: 'en', customer_email: buyer, client_reference_id: access.voucherId,
      'line_items[0][price_data][unit_amount]': '7500', 'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product_data][name]': 'Gift voucher for Luis',
      'metadata[gift_voucher_id]': access.voucherId, 'payment_intent_data[metadata][gift_voucher_id]': access.voucherId,
    });
    expect(form.success_url).toBe(`${site.url}/en/payment/gift-voucher/success?voucher=${access.voucherId}&key=${access.key}`);
    expect(form.cancel_url).toBe(`${site.url}/en/payment/gift-voucher/error?voucher=${access.voucherId}&key=${access.key}&reason=cancelled`);

    const session = peer.complete(first.url.split('/').pop()!);
    const completed = event('checkout.session.completed', session);
    // Not from Stripe (no signature, another endpoint's secret): refused, and the voucher stays unpaid.
    expect((await handlePaymentWebhook(new Request('http://shop.test/api/payments/webhook', { method: 'POST', body: JSON.stringify(completed) }), provider)).status).toBe(400);
    expect((await handlePaymentWebhook(signed(completed, 'whsec_someone_else'), provider)).status).toBe(400);
    expect(await giftVoucherPurchase(access)).toMatchObject({ status: 'pending' });

    const answer = await handlePaymentWebhook(signed(completed), provider);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ voucher: access.voucherId, status: 'active', replayed: false });
    // The same payment again, as its payment intent's event: recognised, nothing more.
    const intent = event('payment_intent.succeeded', { id: session.payment_intent, object: 'payment_intent', amount_received: 7500, currency: 'eur', metadata: { gift_voucher_id: access.voucherId } });
    expect(await (await handlePaymentWebhook(signed(intent), provider)).json()).toMatchObject({ status: 'active', replayed: true });
    expect(await (await handlePaymentWebhook(signed(completed), provider)).json()).toMatchObject({ replayed: true });
    const mails = await mailsTo(buyer);
    expect(mails.map((m) => m.subject)).toEqual(['Your gift voucher: €75']);
    expect(await giftVoucherDocument(pdfLinkIn(mails[0]!.text_body, '/en/gift-vouchers/voucher.pdf'))).toMatchObject({ amountCents: 7500, recipientName: 'Luis' });
  });
});
