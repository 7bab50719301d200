import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { errorCode } from './support/as-role';
import { anon, bookingId, confirm, getBooking, hold, newDeparture, rpc, saveDetails, scalar, service, type BookingView, type Held } from './support/booking';
import { openWithCatalogue } from './support/fixtures';

type Paid = BookingView & { voucher_code: string | null; voucher_cents: number };

const applyVoucher = (db: Db, held: Held, code: string) =>
  rpc<Paid>(db, anon, 'public.apply_gift_voucher($1, $2, $3)', [held.reference, held.key, code]);

/** A voucher bought and paid (the provider's event confirmed), returning its code. */
async function paidVoucher(db: Db, amount: number, lang = 'es'): Promise<{ id: string; code: string }> {
  const made = await rpc<{ id: string }>(db, service, `public.create_gift_voucher($1, 'Buyer@Example.test', 'Luis', 'Feliz cumpleaños', $2)`, [amount, lang]);
  await rpc(db, service, `public.confirm_gift_voucher($1, 'test', $2, $2, $3, 'eur')`, [made.id, `pay-${made.id}`, amount]);
  return { id: made.id, code: await scalar<string>(db, 'select code as v from public.gift_vouchers where id = $1', [made.id]) };
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('gift vouchers on %s', (_name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  it('sells an amount within the limits, activated only by the payment event, and e-mails the code in the buyer language', async () => {
    for (const amount of [2400, 200100, 5050]) {
      await expect(rpc(db, service, `public.create_gift_voucher($1, 'a@b.test', null, null, 'en')`, [amount])).rejects.toMatchObject({ hint: 'voucher_amount' });
    }
    const made = await rpc<{ id: string }>(db, service, `public.create_gift_voucher(10000, 'a@b.test', null, null, 'en')`);
    const code = await scalar<string>(db, 'select code as v from public.gift_vouchers where id = $1', [made.id]);
    expect(code).toMatch(/^GV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const held = await hold(db, await newDeparture(db, 5), 1, 'unpaid-voucher');
    await expect(applyVoucher(db, held, code)).rejects.toMatchObject({ hint: 'voucher_unknown' });
    // Only the shop's server (with the provider's signed event) confirms it.
    expect(errorCode(await rpc(db, anon, `public.confirm_gift_voucher($1, 'test', 'x', 'x', 10000, 'EUR')`, [made.id]).catch((e: unknown) => e))).toBe('42501');
    // A wrong amount is kept for review, not applied.
    expect(await rpc(db, service, `public.confirm_gift_voucher($1, 'test', 'x', 'k-wrong', 9000, 'EUR')`, [made.id])).toMatchObject({ status: 'needs_review' });
    await expect(applyVoucher(db, held, code)).rejects.toMatchObject({ hint: 'voucher_unknown' });

    const { code: paid } = await paidVoucher(db, 15000);
    const mail = await scalar<{ to_address: string; subject: string; text_body: string }>(db,
      `select json_build_object('to_address', to_address, 'subject', subject, 'text_body', text_body) as v from public.email_outbox where template = 'gift_voucher'`);
    expect(mail).toMatchObject({ to_address: 'buyer@example.test', subject: 'Tu tarjeta regalo: 150 €' });
    expect(mail.text_body).toContain(`Código: ${paid}`);
  });

  it('opens the purchase to its key alone, and the PDF only to the key its payment e-mail carries', async () => {
    const limits = await rpc<Record<string, number>>(db, anon, 'public.gift_voucher_limits()');
    expect(limits).toEqual({ min_cents: 2500, max_cents: 200000, step_cents: 100, name_max_length: 80, message_max_length: 300, card_min_cents: 100 });
    const made = await rpc<{ id: string; key: string }>(db, service, `public.create_gift_voucher(4000, 'Giver@Example.test', 'Marta', 'Para la montaña', 'es')`);
    expect(made.key).toMatch(/^[0-9a-f]{64}$/);
    const purchase = (key: string | null) => rpc<Record<string, unknown> | null>(db, service, 'public.gift_voucher_purchase($1, $2)', [made.id, key]);
    const documentOf = (key: string | null) => rpc<Record<string, unknown> | null>(db, service, 'public.gift_voucher_document($1, $2)', [made.id, key]);
    expect(await purchase(made.key)).toMatchObject({ id: made.id, status: 'pending', amount_cents: 4000, buyer_email: 'giver@example.test', recipient_name: 'Marta', lang: 'es' });
    expect(await purchase(made.key)).not.toHaveProperty('code');
    for (const wrong of ['0'.repeat(64), '', null, 'x'.repeat(300)]) expect(await purchase(wrong)).toBeNull();
    // Neither is the API's: the visitor's roles cannot read a voucher, even with its key.
    for (const fn of ['gift_voucher_purchase', 'gift_voucher_document']) {
      expect(errorCode(await rpc(db, anon, `public.${fn}($1, $2)`, [made.id, made.key]).catch((e: unknown) => e))).toBe('42501');
    }
    // The purchase key does not open the PDF, before or after the payment.
    expect(await documentOf(made.key)).toBeNull();
    const links = { en: 'https://shop.example/en/gift-vouchers/voucher.pdf', es: 'https://shop.example/es/tarjetas-regalo/voucher.pdf' };
    await rpc(db, service, `public.confirm_gift_voucher($1, 'test', 'ch-doc', 'k-doc', 4000, 'EUR', $2)`, [made.id, JSON.stringify(links)]);
    expect(await purchase(made.key)).toMatchObject({ status: 'active' });
    expect(await documentOf(made.key)).toBeNull();
    const body = await scalar<string>(db, `select text_body as v from public.email_outbox where template = 'gift_voucher' and payload ->> 'voucher_id' = $1`, [made.id]);
    const link = new RegExp(`https://shop\\.example/es/tarjetas-regalo/voucher\\.pdf\\?voucher=${made.id}&key=([0-9a-f]{64})`).exec(body);
    expect(body).toContain('No caduca.');
    expect(link?.[1]).toBeDefined();
    const code = await scalar<string>(db, 'select code as v from public.gift_vouchers where id = $1', [made.id]);
    expect(await documentOf(link![1]!)).toMatchObject({ code, amount_cents: 4000, recipient_name: 'Marta', message: 'Para la montaña', lang: 'es' });
    expect(await documentOf('0'.repeat(64))).toBeNull();
    // A replayed event issues no second link; a link the shop did not build (not its origin and path) is left out.
    await rpc(db, service, `public.confirm_gift_voucher($1, 'test', 'ch-doc', 'k-doc', 4000, 'EUR', $2)`, [made.id, JSON.stringify(links)]);
    expect(await scalar(db, `select count(*)::int as v from public.email_outbox where template = 'gift_voucher' and payload ->> 'voucher_id' = $1`, [made.id])).toBe(1);
    const other = await rpc<{ id: string }>(db, service, `public.create_gift_voucher(2500, 'x@example.test', null, null, 'en')`);
    await rpc(db, service, `public.confirm_gift_voucher($1, 'test', 'ch-bad', 'k-bad', 2500, 'EUR', $2)`, [other.id, JSON.stringify({ en: 'javascript:alert(1)//x' })]);
    const plain = await scalar<string>(db, `select text_body as v from public.email_outbox where payload ->> 'voucher_id' = $1`, [other.id]);
    expect(plain).toContain('It does not expire.');
    expect(plain).not.toContain('PDF');
  });

  it('pays part of a booking and keeps the rest for the next one, the card paying what is left', async () => {
    const { code } = await paidVoucher(db, 100000);
    const departure = await newDeparture(db, 10);
    const first = await hold(db, departure, 1, 'voucher-1');
    await saveDetails(db, first, 1);
    // 900 € for one place: the voucher pays all but the euro a card payment needs.
    expect(await applyVoucher(db, first, code.toLowerCase())).toMatchObject({ voucher_code: code, voucher_cents: 89900, total_cents: 100, amount_due_cents: 100 });
    await confirm(db, await bookingId(db, first.reference), `card-${first.reference}`, 100);
    expect(await getBooking(db, first.reference, first.key)).toMatchObject({ status: 'confirmed', paid_cents: 100 });

    const second = await hold(db, departure, 1, 'voucher-2');
    expect(await applyVoucher(db, second, code)).toMatchObject({ voucher_cents: 10100, total_cents: 79900 });
    const third = await hold(db, departure, 1, 'voucher-3');
    await expect(applyVoucher(db, third, code)).rejects.toMatchObject({ hint: 'voucher_empty' });
    // The second hold ends unpaid: its part comes back.
    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where reference = $1`, [second.reference]);
    await expect(applyVoucher(db, third, code)).resolves.toMatchObject({ voucher_cents: 10100 });
    await expect(applyVoucher(db, third, code)).rejects.toMatchObject({ hint: 'voucher_already_applied' });
  });

  it('never takes a balance below zero under 30 concurrent bookings, nor by a payment after its hold ended', async () => {
    const { code } = await paidVoucher(db, 50000);
    const departure = await newDeparture(db, 70);
    // Each booking of 2 places (1,800 €) could take the whole 500 €: exactly one gets it.
    const helds = await Promise.all(Array.from({ length: 30 }, (_, i) => hold(db, departure, 2, `storm-${i}`)));
    const results = await Promise.allSettled(helds.map((h) => applyVoucher(db, h, code)));
    const taken = results.filter((r): r is PromiseFulfilledResult<Paid> => r.status === 'fulfilled');
    expect(taken.map((r) => r.value.voucher_cents)).toEqual([50000]);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ hint: 'voucher_empty' });
    expect(await scalar(db, 'select sum(voucher_cents)::int as v from public.bookings where voucher_code = $1', [code])).toBe(50000);

    // The winner's hold ends, another booking takes the balance, then the winner's payment arrives: kept for review.
    const winner = helds[results.findIndex((r) => r.status === 'fulfilled')]!;
    const other = helds.find((h) => h !== winner)!;
    await saveDetails(db, winner, 2);
    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where reference = $1`, [winner.reference]);
    await applyVoucher(db, other, code);
    const late = await confirm(db, await bookingId(db, winner.reference), `late-${winner.reference}`, 130000);
    expect(late).toMatchObject({ payment_status: 'needs_review' });
    expect(await scalar(db, `select coalesce(sum(voucher_cents), 0)::int as v from public.bookings where voucher_code = $1 and (status = 'confirmed' or (status = 'held' and hold_expires_at > now()))`, [code])).toBe(50000);
  });

  it('gives the voucher part of a cancelled booking back to the voucher', async () => {
    const { code } = await paidVoucher(db, 20000);
    const departure = await newDeparture(db, 10, 120);
    const held = await hold(db, departure, 1, 'cancel-voucher');
    await saveDetails(db, held, 1);
    await applyVoucher(db, held, code);
    await confirm(db, await bookingId(db, held.reference), `pay-${held.reference}`, 70000);
    await db.query(`update public.bookings set status = 'cancelled', cancelled_at = now() where reference = $1`, [held.reference]);
    const next = await hold(db, departure, 1, 'after-cancel');
    await expect(applyVoucher(db, next, code)).resolves.toMatchObject({ voucher_cents: 20000 });
  });

  it('takes a refund of its payment made at the provider off the balance, once, and gives back one that failed', async () => {
    const { id, code } = await paidVoucher(db, 10000, 'en');
    const refund = (refundId: string, amount: number, status: string) =>
      rpc<{ status?: string; refunded_cents?: number; replayed?: boolean; ignored?: string }>(db, service,
        `public.record_refund('test', $1, $2, $3, 'EUR', $4, 'http://shop.test')`, [refundId, `pay-${id}`, amount, status]);
    const mails = (template: string) =>
      scalar<{ to_address: string; subject: string; text_body: string }[]>(db,
        `select coalesce(json_agg(json_build_object('to_address', to_address, 'subject', subject, 'text_body', text_body) order by created_at, id), '[]') as v
           from public.email_outbox where template = $1 and payload ->> 'voucher_id' = $2`, [template, id]);
    const departure = await newDeparture(db, 10, 150);

    // Part of it given back from the provider's dashboard: 40 € off, the buyer and the operator told once.
    expect(await refund('re-part', 4000, 'succeeded')).toMatchObject({ status: 'succeeded', refunded_cents: 4000, replayed: false });
    expect(await refund('re-part', 4000, 'succeeded')).toMatchObject({ replayed: true });
    const [told, ...again] = await mails('gift_voucher_refund');
    expect(again).toEqual([]);
    expect(told).toMatchObject({ to_address: 'buyer@example.test', subject: 'A refund on your gift voucher' });
    expect(told?.text_body).toContain('We have refunded you €40 of your gift voucher.');
    expect(told?.text_body).toContain('Balance left on the voucher: €60');
    expect(await mails('gift_voucher_refund_operator')).toHaveLength(1);
    // Its holder can read what is left (the shop's server asks, with the code as typed); nobody else can ask.
    const balanceOf = (typed: string) => rpc<{ amount_cents: number; balance_cents: number } | null>(db, service, 'public.gift_voucher_balance_of($1)', [typed]);
    expect(await balanceOf(` ${code.toLowerCase()} `)).toEqual({ amount_cents: 10000, balance_cents: 6000, currency: 'EUR' });
    expect(await balanceOf('GV-2222-2222-2222')).toBeNull();
    expect(errorCode(await rpc(db, anon, 'public.gift_voucher_balance_of($1)', [code]).catch((e: unknown) => e))).toBe('42501');
    const unpaid = await rpc<{ id: string }>(db, service, `public.create_gift_voucher(5000, 'u@b.test', null, null, 'en')`);
    expect(await balanceOf(await scalar<string>(db, 'select code as v from public.gift_vouchers where id = $1', [unpaid.id]))).toBeNull();

    // Never more than was paid: refused, and nothing changes.
    await expect(refund('re-too-much', 7000, 'succeeded')).rejects.toMatchObject({ hint: 'refund_too_large' });
    expect(await scalar(db, 'select refunded_cents as v from public.gift_vouchers where id = $1', [id])).toBe(4000);

    // What is left pays a booking...
    const held = await hold(db, departure, 1, 'refunded-voucher');
    await saveDetails(db, held, 1);
    await expect(applyVoucher(db, held, code)).resolves.toMatchObject({ voucher_cents: 6000 });
    expect(await balanceOf(code)).toMatchObject({ balance_cents: 0 });
    // ...until the rest is refunded too (pending: on its way back), which the operator is warned the hold had used.
    expect(await refund('re-rest', 6000, 'pending')).toMatchObject({ status: 'pending', refunded_cents: 10000 });
    expect((await mails('gift_voucher_refund_operator')).at(-1)?.text_body).toContain('Warning: bookings had already used €60 more than the refunds left');
    const other = await hold(db, departure, 1, 'refunded-voucher-2');
    await expect(applyVoucher(db, other, code)).rejects.toMatchObject({ hint: 'voucher_empty' });

    // The rest's refund failed: its 60 € are back on the voucher, and the buyer is told.
    expect(await refund('re-rest', 6000, 'failed')).toMatchObject({ status: 'failed', refunded_cents: 4000 });
    expect((await mails('gift_voucher_refund')).at(-1)?.text_body).toContain('could not be made: that amount is back on the voucher');
    await rpc(db, anon, 'public.remove_gift_voucher($1, $2)', [held.reference, held.key]);
    await expect(applyVoucher(db, other, code)).resolves.toMatchObject({ voucher_cents: 6000 });

    // A refund of a payment that is neither a booking's nor a voucher's is left alone.
    expect(await rpc(db, service, `public.record_refund('test', 're-x', 'pay-nobody', 100, 'EUR', 'succeeded', 'http://shop.test')`)).toEqual({ ignored: 'not a booking payment' });
  });

  it('forgets purchases never paid after 30 days, and never a paid voucher or one whose payment is under review', async () => {
    const started = async (amount: number) => (await rpc<{ id: string }>(db, service, `public.create_gift_voucher($1, 'old@b.test', null, 'Gracias', 'es')`, [amount])).id;
    const [old, recent, oldPaid, oldReview] = [await started(2500), await started(2600), (await paidVoucher(db, 2700)).id, await started(2800)];
    await rpc(db, service, `public.confirm_gift_voucher($1, 'test', 'pay-review', 'k-review', 1, 'EUR')`, [oldReview]);
    await db.query(`update public.gift_vouchers set created_at = now() - interval '31 days' where id = any($1::uuid[])`, [[old, oldPaid, oldReview]]);
    await db.query(`update public.gift_vouchers set created_at = now() - interval '29 days' where id = $1`, [recent]);
    expect(await rpc<number>(db, service, 'public.sweep_gift_vouchers()')).toBe(1);
    const left = await scalar<string[]>(db, `select coalesce(json_agg(id), '[]') as v from public.gift_vouchers where id = any($1::uuid[])`, [[old, recent, oldPaid, oldReview]]);
    expect(left.sort()).toEqual([recent, oldPaid, oldReview].sort());
    expect(await rpc<number>(db, service, 'public.sweep_gift_vouchers()')).toBe(0);
    expect(errorCode(await rpc(db, anon, 'public.sweep_gift_vouchers()').catch((e: unknown) => e))).toBe('42501');
  });
});
