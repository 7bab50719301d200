import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { errorCode, type Actor } from './support/as-role';
import { anon, bookingId, confirm, getBooking, hold, newDeparture, readyToPay, rpc, scalar, service } from './support/booking';
import { openWithCatalogue, OWNER_ID } from './support/fixtures';

const owner: Actor = { role: 'authenticated', userId: OWNER_ID };

async function mails(db: Db, reference: string): Promise<{ template: string; to_address: string; subject: string; text_body: string }[]> {
  const { rows } = await db.query<{ template: string; to_address: string; subject: string; text_body: string }>(
    `select template, to_address, subject, text_body from public.email_outbox where payload ->> 'reference' = $1 order by id`, [reference]);
  return rows;
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('payments on %s', (name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  describe('confirm_payment', () => {
    it('confirms a paid hold once, takes its places and queues the confirmation and the operator notice', async () => {
      const departure = await newDeparture(db, 4);
      const b = await readyToPay(db, departure, 2);
      const first = await confirm(db, b.id, 'pay-1', 180000, 'eur');
      expect(first).toMatchObject({ booking_status: 'confirmed', payment_status: 'succeeded', amount_cents: 180000, replayed: false });
      expect(await confirm(db, b.id, 'pay-1', 180000)).toEqual({ ...first, replayed: true });
      expect(await scalar(db, 'select places_taken as v from public.departures where id = $1', [departure])).toBe(2);
      expect(await getBooking(db, b.reference, b.key)).toMatchObject({ status: 'confirmed', paid_cents: 180000, amount_due_cents: 0 });
      const sent = await mails(db, b.reference);
      expect(sent.map((m) => [m.template, m.to_address])).toEqual([
        ['booking_confirmation', 'ana@example.test'],
        ['booking_notice', 'bookings@adventure-travel-shop.example'],
      ]);
      const confirmation = sent[0]!;
      expect(confirmation.subject).toBe(`Reserva confirmada: Annapurna Circuit (${b.reference})`);
      expect(confirmation.text_body).toContain('Viajeros (2): Viajero1 Prueba, Viajero2 Prueba');
      expect(confirmation.text_body).toContain('Total: 1.800 €');
      // The link in the e-mail opens the booking's own page with a key of its own.
      const link = /http:\/\/shop\.test\/es\/account\/bookings\/(BK-\w+)\?key=([0-9a-f]{64})/.exec(confirmation.text_body);
      expect(link?.[1]).toBe(b.reference);
      await expect(getBooking(db, b.reference, link![2]!)).resolves.toMatchObject({ status: 'confirmed' });
    });

    it('changes the booking once and queues one e-mail when the same event arrives five times at once', async () => {
      const departure = await newDeparture(db, 4);
      const b = await readyToPay(db, departure, 1, 'full', 'storm');
      const results = await Promise.all(Array.from({ length: 5 }, () => confirm(db, b.id, 'pay-storm', 90000)));
      expect(results.filter((r) => r.replayed === false)).toHaveLength(1);
      expect(new Set(results.map((r) => r.payment_id)).size).toBe(1);
      expect(await scalar(db, 'select places_taken as v from public.departures where id = $1', [departure])).toBe(1);
      expect((await mails(db, b.reference)).filter((m) => m.template === 'booking_confirmation')).toHaveLength(1);
    });

    it('keeps a payment it cannot apply for review, leaves the booking as it was, and tells the operator', async () => {
      const departure = await newDeparture(db, 4);
      const b = await readyToPay(db, departure, 2, 'deposit', 'tamper');
      expect(b.view.amount_due_cents).toBe(54000);
      const cases: [string, number, string][] = [['less than the deposit', 100, 'EUR'], ['more than the total', 999999, 'EUR'], ['another currency', 54000, 'USD']];
      for (const [, amount, currency] of cases) {
        const result = await confirm(db, b.id, `tamper-${amount}-${currency}`, amount, currency);
        expect(result).toMatchObject({ payment_status: 'needs_review', booking_status: 'held' });
      }
      expect(await getBooking(db, b.reference, b.key)).toMatchObject({ status: 'held', paid_cents: 0 });
      expect(await scalar(db, 'select places_taken as v from public.departures where id = $1', [departure])).toBe(0);
      expect(await scalar(db, `select count(*)::int as v from public.payments where booking_id = $1 and status = 'needs_review'`, [b.id])).toBe(3);
      expect(await scalar(db, `select count(*)::int as v from public.email_outbox where template = 'payment_review' and payload ->> 'booking_id' = $1`, [b.id])).toBe(3);
    });

    it('takes a deposit, then the balance, and refuses to take more than is owed', async () => {
      const departure = await newDeparture(db, 4);
      const b = await readyToPay(db, departure, 2, 'deposit', 'deposit-payer');
      await confirm(db, b.id, 'dep-1', 54000);
      expect(await getBooking(db, b.reference, b.key)).toMatchObject({ status: 'confirmed', paid_cents: 54000, amount_due_cents: 126000 });
      expect(await confirm(db, b.id, 'bal-over', 126001)).toMatchObject({ payment_status: 'needs_review' });
      expect(await confirm(db, b.id, 'bal-1', 126000)).toMatchObject({ payment_status: 'succeeded', booking_status: 'confirmed' });
      expect(await getBooking(db, b.reference, b.key)).toMatchObject({ paid_cents: 180000, amount_due_cents: 0 });
      expect(await confirm(db, b.id, 'bal-again', 1)).toMatchObject({ payment_status: 'needs_review' });
      expect(await scalar(db, 'select places_taken as v from public.departures where id = $1', [departure])).toBe(2);
      expect((await mails(db, b.reference)).map((m) => m.template)).toEqual(['booking_confirmation', 'booking_notice', 'balance_receipt', 'balance_notice']);
    });

    it('confirms a payment that arrives after its hold ended while places remain, and keeps it for review when they do not', async () => {
      const roomy = await newDeparture(db, 4);
      const late = await readyToPay(db, roomy, 1, 'full', 'late-1');
      await db.query(`update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`, [late.id]);
      expect(await confirm(db, late.id, 'late-1', 90000)).toMatchObject({ booking_status: 'confirmed' });

      const tight = await newDeparture(db, 1);
      const slow = await readyToPay(db, tight, 1, 'full', 'late-2');
      await db.query(`update public.bookings set hold_expires_at = now() - interval '1 minute' where id = $1`, [slow.id]);
      await hold(db, tight, 1, 'quick');
      expect(await confirm(db, slow.id, 'late-2', 90000)).toMatchObject({ booking_status: 'expired', payment_status: 'needs_review' });
      expect(await scalar(db, 'select places_taken as v from public.departures where id = $1', [tight])).toBe(0);
    });

    it('is for the shop server only and refuses malformed calls', async () => {
      const departure = await newDeparture(db, 4);
      const b = await readyToPay(db, departure, 1, 'full', 'auth');
      for (const actor of [anon, owner]) expect(errorCode(await confirm(db, b.id, 'x', 90000, 'EUR', actor).catch((e: unknown) => e))).toBe('42501');
      await expect(confirm(db, '00000000-0000-4000-8000-000000000000', 'y', 90000)).rejects.toThrow('booking_id does not name a booking');
      await expect(confirm(db, b.id, 'z', 0)).rejects.toThrow('amount_cents must be a positive number of cents');
      await expect(rpc(db, service, `public.confirm_payment($1, 'test', 'r', 'k', 90000, 'EUR', 'javascript:alert(1)')`, [b.id])).rejects.toThrow('site_url');
      const other = await readyToPay(db, departure, 1, 'full', 'auth-2');
      await confirm(db, b.id, 'shared-key', 90000);
      await expect(confirm(db, other.id, 'shared-key', 90000)).rejects.toThrow('idempotency_key was already used for another booking');
    });
  });

  it('never deadlocks a late payment against new holds on the same departure (100 races)', async () => {
    const errors: unknown[] = [];
    for (let i = 0; i < 100; i++) {
      const departure = await newDeparture(db, 3);
      const b = await readyToPay(db, departure, 1, 'full', `race-${i}`);
      const results = await Promise.allSettled([
        confirm(db, b.id, `race-${i}`, 90000),
        hold(db, departure, 1, `racer-a-${i}`),
        hold(db, departure, 1, `racer-b-${i}`),
      ]);
      for (const r of results) if (r.status === 'rejected') errors.push(r.reason);
    }
    expect(errors.map(errorCode)).toEqual([]);
  }, 240_000);

  it('sends one balance reminder, two weeks before the balance is due, with a link to pay', async () => {
    const departure = await newDeparture(db, 4, 70);
    const b = await readyToPay(db, departure, 1, 'deposit', 'reminded');
    await confirm(db, b.id, 'rem-dep', 27000);
    expect(await rpc<number>(db, service, `public.queue_balance_reminders('http://shop.test')`)).toBe(0);
    await db.query(`update public.bookings set balance_due_on = current_date + 10 where id = $1`, [b.id]);
    expect(await rpc<number>(db, service, `public.queue_balance_reminders('http://shop.test')`)).toBeGreaterThanOrEqual(1);
    expect(await rpc<number>(db, service, `public.queue_balance_reminders('http://shop.test')`)).toBe(0);
    const reminder = (await db.query<{ text_body: string }>(`select text_body from public.email_outbox where template = 'balance_reminder' and payload ->> 'reference' = $1`, [b.reference])).rows;
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.text_body).toMatch(new RegExp(`http://shop\\.test/es/payment\\?booking=${b.reference}&key=[0-9a-f]{64}`));
    expect(reminder[0]!.text_body).toContain('630 €');
    expect(errorCode(await rpc(db, anon, `public.queue_balance_reminders('http://shop.test')`).catch((e: unknown) => e))).toBe('42501');
  });

  it('keeps bookings and payments when their account is deleted', async () => {
    const userId = await scalar<string>(db, `insert into auth.users (email) values ('leaving-${name}@example.test') returning id::text as v`);
    const departure = await newDeparture(db, 4);
    const held = await hold(db, departure, 1, 'leaving', userId);
    const id = await bookingId(db, held.reference);
    await rpc(db, anon, `public.save_booking_details($1, $2, '{"first_name":"A","last_name":"B","country":"ES","street_address":"C","city":"D","province":"E","phone":"600000000","email":"a@b.es"}'::jsonb, '[{"first_name":"A","last_name":"B"}]'::jsonb, 'full', true)`, [held.reference, held.key]);
    await confirm(db, id, 'leaving-pay', 90000);
    await db.query('delete from auth.users where id = $1', [userId]);
    expect(await scalar(db, 'select user_id as v from public.bookings where id = $1', [id])).toBeNull();
    expect(await scalar(db, 'select count(*)::int as v from public.payments where booking_id = $1', [id])).toBe(1);
  });

  describe('outbox delivery', () => {
    const claim = (size = 50) => rpc<{ id: string; claim_token: string }[]>(db, service,
      `coalesce((select json_agg(c) from public.claim_email_outbox(${size}, 60) c), '[]'::json)`);
    const finish = (id: string, token: string, error: string | null = null) =>
      rpc<boolean>(db, service, 'public.finish_email($1::bigint, $2::uuid, $3)', [id, token, error]);

    beforeAll(() => db.query(`update public.email_outbox set status = 'sent'`));

    it('gives each row to one sender, marks it once, and retries a failure later', async () => {
      await db.query(`insert into public.email_outbox (to_address, subject, text_body) select 'q' || g || '@example.test', 'S', 'B' from generate_series(1, 6) g`);
      const [a, b] = await Promise.all([claim(4), claim(4)]);
      const ids = [...a!, ...b!].map((r) => r.id);
      expect(new Set(ids).size).toBe(6);
      const [first, ...rest] = [...a!, ...b!];
      expect(await finish(first!.id, '00000000-0000-4000-8000-000000000000')).toBe(false);
      expect(await finish(first!.id, first!.claim_token, 'mailbox busy')).toBe(true);
      expect(await finish(first!.id, first!.claim_token)).toBe(false);
      for (const row of rest) expect(await finish(row.id, row.claim_token)).toBe(true);
      expect(await claim()).toEqual([]);
      await db.query(`update public.email_outbox set next_attempt_at = now() where id = $1`, [first!.id]);
      const retried = await claim();
      expect(retried.map((r) => r.id)).toEqual([first!.id]);
      expect(await finish(retried[0]!.id, retried[0]!.claim_token)).toBe(true);
      expect(await scalar(db, `select status || ':' || attempts as v from public.email_outbox where id = $1`, [first!.id])).toBe('sent:2');
    });

    it('lets another sender take the rows of one that died', async () => {
      await db.query(`insert into public.email_outbox (to_address, subject, text_body) values ('orphan@example.test', 'S', 'B')`);
      const [row] = await claim();
      expect(await claim()).toEqual([]);
      await db.query(`update public.email_outbox set claimed_until = now() - interval '1 second' where id = $1`, [row!.id]);
      const [again] = await claim();
      expect(again!.id).toBe(row!.id);
      expect(await finish(row!.id, row!.claim_token)).toBe(false);
      expect(await finish(again!.id, again!.claim_token)).toBe(true);
    });
  });
});
