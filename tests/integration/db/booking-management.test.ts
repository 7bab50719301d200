import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { asActor, errorCode, type Actor } from './support/as-role';
import { anon, confirm, newDeparture, readyToPay, rpc, scalar, service } from './support/booking';
import { openWithCatalogue, OTHER_ID, OWNER_ID } from './support/fixtures';

const owner: Actor = { role: 'authenticated', userId: OWNER_ID };
const other: Actor = { role: 'authenticated', userId: OTHER_ID };
const SITE = 'http://shop.test';

interface Page {
  booking: { status: string; paid_cents: number };
  refunded_cents: number;
  travellers: { position: number; first_name: string; passport_end: string | null; complete: boolean }[];
  details_open: boolean;
  cancellation: { allowed: boolean; reason: string | null; fee_percent: number; fee_cents: number; refund_cents: number };
  invoice: { number: string } | null;
}

const page = (db: Db, reference: string, key: string | null, actor: Actor = anon) => rpc<Page>(db, actor, 'public.get_booking_page($1, $2)', [reference, key]);
const cancel = (db: Db, reference: string, expected: number) =>
  rpc<{ replayed: boolean; refunds: { refund_id: string; amount_cents: number; payment_reference: string }[] }>(db, service, `public.cancel_booking($1, $2, '${SITE}')`, [reference, expected]);
const recordRefund = (db: Db, id: string, paymentReference: string, amount: number, status = 'succeeded', refundId: string | null = null) =>
  rpc<{ replayed: boolean; booking_status: string; refunded_cents: number }>(db, service, `public.record_refund('test', $1, $2, $3, 'EUR', $4, '${SITE}', $5)`, [id, paymentReference, amount, status, refundId]);
const hint = (error: unknown) => (error as { hint?: string }).hint;
const placesTaken = (db: Db, departure: number) => scalar<number>(db, 'select places_taken as v from public.departures where id = $1', [departure]);
const mails = (db: Db, reference: string, template: string) =>
  scalar<number>(db, `select count(*)::int as v from public.email_outbox where payload ->> 'reference' = $1 and template = $2`, [reference, template]);

/** A confirmed booking paid in full `days` before departure: its reference, key, id and the payment's reference. */
async function paidBooking(db: Db, places = 2, days = 90, client = `c-${Math.random()}`) {
  const departure = await newDeparture(db, 6, days);
  const b = await readyToPay(db, departure, places, 'full', client);
  const payment = `pay-${b.reference}`;
  await confirm(db, b.id, payment, b.view.total_cents);
  return { ...b, departure, payment, total: b.view.total_cents };
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('after the sale on %s', (_name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  describe('cancelling', () => {
    it("prices today's fee from the trip's own table and refunds the rest", async () => {
      const b = await paidBooking(db, 2, 90);
      // Trip 1's table: 10 % from 60 days, 50 % from 30, 75 % from 15, 100 % from 0.
      expect((await page(db, b.reference, b.key)).cancellation).toMatchObject({ allowed: true, fee_percent: 10, fee_cents: b.total / 10, refund_cents: b.total * 0.9 });
      await scalar(db, `update public.departures set start_date = current_date + 20, end_date = current_date + 30 where id = $1 returning 1 as v`, [b.departure]);
      expect((await page(db, b.reference, b.key)).cancellation).toMatchObject({ fee_percent: 75, refund_cents: b.total / 4 });
    });

    it('20 concurrent cancels: one cancellation, one refund, the places back at once, two e-mails', async () => {
      const b = await paidBooking(db, 2, 90);
      expect(await placesTaken(db, b.departure)).toBe(2);
      const refund = b.total * 0.9;
      const results = await Promise.all(Array.from({ length: 20 }, () => cancel(db, b.reference, refund)));
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await scalar(db, `select count(*)::int as v from public.refunds where booking_id = $1`, [b.id])).toBe(1);
      expect(results.find((r) => !r.replayed)!.refunds).toEqual([expect.objectContaining({ amount_cents: refund, payment_reference: b.payment })]);
      expect(await placesTaken(db, b.departure)).toBe(0);
      expect(await scalar(db, 'select status as v from public.bookings where id = $1', [b.id])).toBe('cancelled');
      expect(await mails(db, b.reference, 'booking_cancelled')).toBe(1);
      expect(await mails(db, b.reference, 'booking_cancelled_notice')).toBe(1);
    });

    it('refuses a refund other than the one shown, and a trip that has started, changing nothing', async () => {
      const b = await paidBooking(db, 1, 90);
      await expect(cancel(db, b.reference, 1)).rejects.toMatchObject({ hint: 'quote_changed' });
      await scalar(db, `update public.departures set start_date = current_date, end_date = current_date + 5 where id = $1 returning 1 as v`, [b.departure]);
      expect((await page(db, b.reference, b.key)).cancellation).toMatchObject({ allowed: false, reason: 'departed' });
      expect(hint(await cancel(db, b.reference, 0).catch((e: unknown) => e))).toBe('departed');
      expect(await scalar(db, 'select status as v from public.bookings where id = $1', [b.id])).toBe('confirmed');
      expect(await placesTaken(db, b.departure)).toBe(1);
    });

    it("records the provider's answer and its webhook once, however often they arrive", async () => {
      const b = await paidBooking(db, 1, 90);
      const [planned] = (await cancel(db, b.reference, b.total * 0.9)).refunds;
      const answers = await Promise.all(Array.from({ length: 5 }, () => recordRefund(db, 're_once', b.payment, planned!.amount_cents, 'succeeded', planned!.refund_id)));
      expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
      expect(await scalar(db, 'select refunded_cents as v from public.bookings where id = $1', [b.id])).toBe(planned!.amount_cents);
      expect(await scalar(db, `select count(*)::int as v from public.refunds where booking_id = $1`, [b.id])).toBe(1);
    });
  });

  describe('refunds made at the provider', () => {
    it('a partial refund is recorded and shown; the booking stays, with one notice', async () => {
      const b = await paidBooking(db, 2, 90);
      const partial = 25_000;
      for (let i = 0; i < 5; i++) await recordRefund(db, 're_partial', b.payment, partial);
      const view = await page(db, b.reference, b.key);
      expect(view).toMatchObject({ booking: { status: 'confirmed' }, refunded_cents: partial });
      expect(view.cancellation.refund_cents).toBe(b.total - partial - b.total / 10);
      expect(await placesTaken(db, b.departure)).toBe(2);
      expect(await mails(db, b.reference, 'refund_notice')).toBe(1);
    });

    it('a full refund cancels the booking and frees its places; a later failure of it is recorded', async () => {
      const b = await paidBooking(db, 2, 90);
      await recordRefund(db, 're_full', b.payment, b.total);
      expect(await scalar(db, 'select status as v from public.bookings where id = $1', [b.id])).toBe('cancelled');
      expect(await placesTaken(db, b.departure)).toBe(0);
      expect(await mails(db, b.reference, 'booking_cancelled')).toBe(1);
      await recordRefund(db, 're_full', b.payment, b.total, 'failed');
      expect(await scalar(db, 'select refunded_cents as v from public.bookings where id = $1', [b.id])).toBe(0);
      expect(await mails(db, b.reference, 'refund_failed')).toBe(1);
    });

    it('refuses a refund above what was paid and changes nothing; ignores a payment that is not a booking', async () => {
      const b = await paidBooking(db, 1, 90);
      await recordRefund(db, 're_first', b.payment, b.total - 100);
      const refused = await recordRefund(db, 're_too_much', b.payment, 200).catch((e: unknown) => e);
      expect(hint(refused)).toBe('refund_too_large');
      expect(await scalar(db, 'select refunded_cents as v from public.bookings where id = $1', [b.id])).toBe(b.total - 100);
      expect(await scalar(db, `select count(*)::int as v from public.refunds where booking_id = $1`, [b.id])).toBe(1);
      expect(await recordRefund(db, 're_course', 'not-a-booking-payment', 100)).toEqual({ ignored: 'not a booking payment' });
    });
  });

  describe('invoices', () => {
    it('numbers the final invoices of 50 concurrent confirmations without a repeat or a gap', async () => {
      const departure = await newDeparture(db, 60, 120);
      const ready = [];
      for (let i = 0; i < 50; i++) ready.push(await readyToPay(db, departure, 1, 'full', `invoice-${i}`));
      const before = await scalar<number>(db, `select coalesce(max(sequence), 0)::int as v from public.invoices where year = extract(year from now())::int`);
      await Promise.all(ready.map((b, i) => confirm(db, b.id, `inv-${i}`, b.view.total_cents)));
      const { rows } = await db.query<{ sequence: number; number: string }>(
        `select i.sequence, i.number from public.invoices i join public.bookings b on b.id = i.booking_id where b.departure_id = $1 order by i.sequence`, [departure]);
      expect(rows).toHaveLength(50);
      expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => before + i + 1));
      expect(new Set(rows.map((r) => r.number)).size).toBe(50);
      expect(rows[0]!.number).toMatch(/^\d{4}-\d{6}$/);
    });

    it('waits for the balance: a deposit booking is invoiced once paid in full', async () => {
      const departure = await newDeparture(db, 4, 120);
      const b = await readyToPay(db, departure, 2, 'deposit', 'deposit-invoice');
      await confirm(db, b.id, 'dep-inv-1', b.view.amount_due_cents);
      expect((await page(db, b.reference, b.key)).invoice).toBeNull();
      await confirm(db, b.id, 'dep-inv-2', b.view.total_cents - b.view.amount_due_cents);
      expect((await page(db, b.reference, b.key)).invoice).toMatchObject({ number: expect.stringMatching(/^\d{4}-\d{6}$/) });
    });
  });

  describe("travellers' details", () => {
    const details = (n: number, passport: string | null = 'AB123456') => Array.from({ length: n }, (_, i) => ({
      first_name: `Ana${i}`, last_name: 'Pérez', date_of_birth: '1990-05-01', nationality: 'ES', passport_number: passport,
      passport_expiry: '2040-01-01', dietary_needs: null, emergency_contact_name: 'Luis', emergency_contact_phone: '+34 600 000 001',
    }));
    const save = (db: Db, reference: string, key: string | null, people: object[], actor: Actor = anon) =>
      rpc(db, actor, 'public.save_traveller_details($1, $2, $3::jsonb)', [reference, key, JSON.stringify(people)]);

    it('are saved with the key, shown masked, and readable in full only by the owner and the operator', async () => {
      const b = await paidBooking(db, 2, 90);
      await scalar(db, 'update public.bookings set user_id = $1 where id = $2 returning 1 as v', [OWNER_ID, b.id]);
      await save(db, b.reference, b.key, details(2));
      const view = await page(db, b.reference, b.key);
      expect(view.travellers.map((t) => [t.first_name, t.passport_end, t.complete])).toEqual([['Ana0', '456', true], ['Ana1', '456', true]]);
      expect(JSON.stringify(view)).not.toContain('AB123456');
      // A passport left out keeps the one on file.
      await save(db, b.reference, b.key, details(2, null));
      const read = (actor: Actor) => asActor(db, actor, (tx) =>
        tx.query<{ passport_number: string }>('select passport_number from public.booking_travellers where booking_id = $1', [b.id]));
      expect((await read(owner)).rows.map((r) => r.passport_number)).toEqual(['AB123456', 'AB123456']);
      expect((await read(service)).rows).toHaveLength(2);
      expect((await read(other)).rows).toEqual([]);
      expect(errorCode(await read(anon).catch((e: unknown) => e))).toBe('42501');
      // Another user's session opens nothing without the key.
      expect(hint(await page(db, b.reference, null, other).catch((e: unknown) => e))).toBe('not_found');
    });

    it('refuse invalid details, a wrong or expired key, and any change after the cut-off', async () => {
      const b = await paidBooking(db, 1, 90);
      expect(errorCode(await save(db, b.reference, b.key, [{ ...details(1)[0], passport_expiry: '2001-01-01' }]).catch((e: unknown) => e))).toBe('22023');
      expect(hint(await save(db, b.reference, 'f'.repeat(64), details(1)).catch((e: unknown) => e))).toBe('not_found');
      await scalar(db, `update public.booking_access_keys set expires_at = now() - interval '1 minute' where booking_id = $1 returning 1 as v`, [b.id]);
      expect(hint(await page(db, b.reference, b.key).catch((e: unknown) => e))).toBe('key_expired');
      await scalar(db, `update public.booking_access_keys set expires_at = null where booking_id = $1 returning 1 as v`, [b.id]);
      await scalar(db, `update public.departures set start_date = current_date + 29, end_date = current_date + 35 where id = $1 returning 1 as v`, [b.departure]);
      expect((await page(db, b.reference, b.key)).details_open).toBe(false);
      expect(hint(await save(db, b.reference, b.key, details(1)).catch((e: unknown) => e))).toBe('details_closed');
      expect(await scalar(db, 'select count(*)::int as v from public.booking_travellers where booking_id = $1', [b.id])).toBe(0);
    });

    it('are asked for once, four weeks before the cut-off, while missing', async () => {
      const complete = await paidBooking(db, 1, 50, 'remind-complete');
      const missing = await paidBooking(db, 1, 50, 'remind-missing');
      const far = await paidBooking(db, 1, 200, 'remind-far');
      await save(db, complete.reference, complete.key, details(1));
      const queue = () => rpc<number>(db, service, `public.queue_traveller_reminders('${SITE}')`);
      expect(await queue()).toBeGreaterThanOrEqual(1);
      expect(await queue()).toBe(0);
      expect(await mails(db, missing.reference, 'travellers_reminder')).toBe(1);
      expect(await mails(db, complete.reference, 'travellers_reminder')).toBe(0);
      expect(await mails(db, far.reference, 'travellers_reminder')).toBe(0);
      const body = await scalar<string>(db, `select text_body as v from public.email_outbox where template = 'travellers_reminder' and payload ->> 'reference' = $1`, [missing.reference]);
      expect(body).toMatch(new RegExp(`${SITE}/es/account/bookings/${missing.reference}\\?key=[0-9a-f]{64}`));
    });
  });
});
