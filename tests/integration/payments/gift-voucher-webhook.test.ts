import { newChargeId, newEventId, signTestEvent, testProvider, testWebhookSecret } from '@/lib/payments/test-provider';
import { handlePaymentWebhook } from '@/lib/payments/webhook';
import { testBackend, testClient, uniqueEmail } from '../setup/test-backend';
import { useShopEnv } from './shop-env';

const webhook = (body: string, signature?: string) =>
  handlePaymentWebhook(
    new Request('http://shop.test/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-test-payments-signature': signature } : {}) },
      body,
    }),
    testProvider(),
  );

const paidEvent = (voucherId: string, amount: number) =>
  JSON.stringify({ id: newEventId(), type: 'gift_voucher.paid', data: { charge_id: newChargeId(), voucher_id: voucherId, amount_cents: amount, currency: 'EUR' } });

async function voucherRow(id: string): Promise<{ status: string; code: string; paid_at: string | null }> {
  const { data, error } = await testClient(testBackend().serviceRoleKey).from('gift_vouchers').select('status, code, paid_at').eq('id', id).single();
  if (error) throw error;
  return data as { status: string; code: string; paid_at: string | null };
}

describe('a gift voucher paid through the test provider', () => {
  beforeAll(() => useShopEnv());

  it('is activated by the signed event alone, once, and its code e-mailed to the buyer', async () => {
    const buyer = uniqueEmail('giver');
    const admin = testClient(testBackend().serviceRoleKey);
    const { data, error } = await admin.rpc('create_gift_voucher', { amount_cents: 7500, buyer_email: buyer, recipient_name: 'Luis', message: null, lang: 'en' });
    expect(error).toBeNull();
    const id = (data as { id: string }).id;

    const body = paidEvent(id, 7500);
    expect((await webhook(body)).status).toBe(400);
    expect((await webhook(body, 't=1,v1=' + '0'.repeat(64))).status).toBe(400);
    expect(await voucherRow(id)).toMatchObject({ status: 'pending', paid_at: null });

    const signature = signTestEvent(body, testWebhookSecret());
    const first = await webhook(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ voucher: id, status: 'active', replayed: false });
    expect(await (await webhook(body, signature)).json()).toMatchObject({ status: 'active', replayed: true });

    const { code } = await voucherRow(id);
    const { data: mails } = await admin.from('email_outbox').select('template, subject, text_body').eq('to_address', buyer);
    expect(mails).toEqual([expect.objectContaining({ template: 'gift_voucher', subject: 'Your gift voucher: €75' })]);
    expect((mails![0] as { text_body: string }).text_body).toContain(`Code: ${code}`);
  });

  it('is refunded from the provider by a signed event: off the balance once, replays and a refund above the payment change nothing', async () => {
    const buyer = uniqueEmail('refunded-giver');
    const admin = testClient(testBackend().serviceRoleKey);
    const { data } = await admin.rpc('create_gift_voucher', { amount_cents: 5000, buyer_email: buyer, recipient_name: null, message: null, lang: 'es' });
    const id = (data as { id: string }).id;
    const chargeId = newChargeId();
    const paid = JSON.stringify({ id: newEventId(), type: 'gift_voucher.paid', data: { charge_id: chargeId, voucher_id: id, amount_cents: 5000, currency: 'EUR' } });
    expect((await webhook(paid, signTestEvent(paid, testWebhookSecret()))).status).toBe(200);

    const refund = (amount: number) =>
      JSON.stringify({ id: newEventId(), type: 'refund.succeeded', data: { refund_id: `tre_${id.replaceAll('-', '').slice(0, 21)}${amount === 2000 ? '001' : '002'}`, charge_id: chargeId, amount_cents: amount, currency: 'EUR', shop_refund_id: null } });
    const part = refund(2000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(part, signTestEvent(part, testWebhookSecret()))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const { data: row } = await admin.from('gift_vouchers').select('refunded_cents').eq('id', id).single();
    expect(row).toEqual({ refunded_cents: 2000 });
    const tooMuch = refund(4000);
    expect((await webhook(tooMuch, signTestEvent(tooMuch, testWebhookSecret()))).status).toBe(400);
    const { data: refunds } = await admin.from('gift_voucher_refunds').select('amount_cents, status').eq('voucher_id', id);
    expect(refunds).toEqual([{ amount_cents: 2000, status: 'succeeded' }]);
    const { data: mails } = await admin.from('email_outbox').select('template, subject').eq('to_address', buyer).order('created_at');
    expect(mails).toEqual([
      expect.objectContaining({ template: 'gift_voucher' }),
      expect.objectContaining({ template: 'gift_voucher_refund', subject: 'Reembolso de tu tarjeta regalo' }),
    ]);
  });
});
