import type { Db } from '@/supabase/local/db';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { asActor, inRolledBackTransaction, type Actor } from './support/as-role';
import { insertCatalogue, insertUsers, OWNER_ID } from './support/fixtures';

const anon: Actor = { role: 'anon' };
const owner: Actor = { role: 'authenticated', userId: OWNER_ID };
const service: Actor = { role: 'service_role' };

const billing = {
  first_name: 'Ana', last_name: 'Pérez', country: 'ES', street_address: 'Calle Mayor 1', city: 'Madrid',
  province: 'Madrid', phone: '+34 600 000 000', email: 'Ana@Example.test', order_notes: '  ',
};

interface Booking { id: string; reference: string; status: string; total_cents: number; deposit_cents: number;
  hold_expires_at: string; places: number; billing: Record<string, string> }

async function rpc<T>(db: Db, actor: Actor, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await asActor(db, actor, (tx) => tx.query<{ r: T }>(`select ${sql} as r`, params), true);
  return rows[0]?.r as T;
}

async function scalar<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ v: T }>(sql, params);
  return rows[0]?.v as T;
}

async function newDeparture(db: Db, capacity: number): Promise<number> {
  return scalar<number>(db,
    `insert into public.departures (trip_id, start_date, end_date, price_cents, capacity)
     values (1, current_date + 30, current_date + 40, 100000, $1) returning id as v`, [capacity]);
}

const book = (db: Db, actor: Actor, departure: number, places: number, option = 'full', bill: object = billing) =>
  rpc<Booking>(db, actor, `public.create_booking($1, $2, $3, $4::jsonb, 'es')`, [departure, places, option, JSON.stringify(bill)]);

describe.each(databaseTargets().map((t) => [t.name, t] as const))('rpc functions on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertCatalogue(db);
    await insertUsers(db);
  });
  afterAll(() => opened?.dispose());

  describe('submit_contact_message', () => {
    const call = (args: unknown[]) =>
      rpc<string>(db, anon, 'public.submit_contact_message($1, $2, $3, $4, $5, $6, $7, $8)', args);

    it.each([
      ['a blank name', [' ', 'a@b.es', null, null, 'Hi', true, false, 'en'], 'name is required'],
      ['a bad e-mail', ['Ana', 'not-an-email', null, null, 'Hi', true, false, 'en'], 'email must be a valid e-mail address'],
      ['no message', ['Ana', 'a@b.es', null, null, '', true, false, 'en'], 'message is required'],
      ['unaccepted terms', ['Ana', 'a@b.es', null, null, 'Hi', false, false, 'en'], 'accepts_terms must be true'],
      ['a long message', ['Ana', 'a@b.es', null, null, 'x'.repeat(5001), true, false, 'en'], 'message must be at most 5000 characters'],
      ['an unknown language', ['Ana', 'a@b.es', null, null, 'Hi', true, false, 'fr'], 'lang must be en or es'],
    ])('refuses %s with a clear message', async (_label, args, message) => {
      await expect(call(args)).rejects.toMatchObject({ code: '22023', message: expect.stringContaining(message) });
    });

    it('stores the message and queues two e-mails in the same transaction', async () => {
      const before = await scalar<number>(db, 'select count(*)::int as v from public.email_outbox');
      await inRolledBackTransaction(db, async (tx) => {
        await tx.exec('set local role anon');
        await tx.query(`select public.submit_contact_message('Ana', 'a@b.es', null, null, 'Hi', true, false, 'es')`);
      });
      expect(await scalar<number>(db, 'select count(*)::int as v from public.email_outbox')).toBe(before);

      const id = await call(['Ana', ' Ana@B.es ', '', 'Trip', 'Hola', true, true, 'es']);
      const { rows } = await db.query<{ to_address: string; template: string }>(
        `select to_address, template from public.email_outbox where payload ->> 'contact_message_id' = $1 order by id`, [id]);
      expect(rows).toEqual([
        { to_address: 'bookings@adventure-travel-shop.example', template: 'contact message_notice' },
        { to_address: 'ana@b.es', template: 'contact message_acknowledgement' },
      ]);
      expect(await scalar(db, 'select phone as v from public.contact_messages where id = $1', [id])).toBeNull();
    });
  });

  describe('submit_inquiry and submit_private_adventure_request', () => {
    it('refuses an unpublished trip and a departure of another trip', async () => {
      const call = (trip: number, departure: number | null) =>
        rpc(db, anon, `public.submit_inquiry($1, $2, 'Ana', 'a@b.es', null, 'Hi', 'en')`, [trip, departure]);
      await expect(call(2, null)).rejects.toThrow('trip_id does not name a published trip');
      await expect(call(1, 2)).rejects.toThrow('departure_id does not name a departure of this trip');
      const id = await call(1, 1);
      expect(await scalar<number>(db,
        `select count(*)::int as v from public.email_outbox where payload ->> 'inquiry_id' = $1`, [id])).toBe(2);
    });

    it('validates the private adventure request', async () => {
      const call = (size: number, activity: number | null) =>
        rpc<string>(db, owner,
          `public.submit_private_adventure_request('Ana', 'a@b.es', null, 'Peru', $2, '2027-05-17', $1, 300000, null, 'en')`,
          [size, activity]);
      await expect(call(0, null)).rejects.toThrow('group_size must be between 1 and 100');
      await expect(call(2, 99)).rejects.toThrow('activity_id does not name a published activity');
      const id = await call(4, 15);
      const { rows } = await db.query(
        'select user_id, start_month::text from public.private_adventure_requests where id = $1', [id]);
      expect(rows).toEqual([{ user_id: OWNER_ID, start_month: '2027-05-01' }]);
    });
  });

  describe('toggle_favorite', () => {
    it('is for signed-in users only and toggles', async () => {
      await expect(rpc(db, anon, 'public.toggle_favorite(1)')).rejects.toMatchObject({ code: '42501' });
      await expect(rpc(db, owner, 'public.toggle_favorite(2)')).rejects.toThrow('trip_id does not name a published trip');
      expect(await rpc(db, owner, 'public.toggle_favorite(1)')).toBe(true);
      expect(await scalar(db, 'select count(*)::int as v from public.favorites where user_id = $1', [OWNER_ID])).toBe(1);
      expect(await rpc(db, owner, 'public.toggle_favorite(1)')).toBe(false);
      expect(await scalar(db, 'select count(*)::int as v from public.favorites where user_id = $1', [OWNER_ID])).toBe(0);
    });
  });

  describe('create_booking', () => {
    it.each([
      ['no places', { places: 0 }, 'places must be between 1 and 20'],
      ['an unknown payment option', { option: 'later' }, 'payment_option must be full or deposit'],
      ['a blank first name', { bill: { ...billing, first_name: ' ' } }, 'billing.first_name is required'],
      ['a bad e-mail', { bill: { ...billing, email: 'nope' } }, 'billing.email must be a valid e-mail address'],
      ['a missing province', { bill: { ...billing, province: undefined } }, 'billing.province is required'],
    ])('refuses %s', async (_label, change, message) => {
      const c = change as { places?: number; option?: string; bill?: object };
      const departure = await newDeparture(db, 5);
      await expect(book(db, anon, departure, c.places ?? 1, c.option ?? 'full', c.bill ?? billing)).rejects.toMatchObject({
        code: '22023', message,
      });
    });

    it('holds places for 30 minutes at the discounted price, with the deposit rule', async () => {
      const departure = await newDeparture(db, 3);
      const booking = await book(db, owner, departure, 2, 'deposit');
      expect(booking).toMatchObject({ status: 'held', places: 2, total_cents: 180000, deposit_cents: 54000 });
      expect(booking.reference).toMatch(/^BK-[2-9A-HJKMNP-Z]{6}$/);
      expect(booking.billing).toEqual({ ...billing, email: 'ana@example.test', order_notes: undefined });
      const minutes = (Date.parse(booking.hold_expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);

      await expect(book(db, anon, departure, 2)).rejects.toThrow('Only 1 place is left on this departure');
      const { rows } = await asActor(db, anon, (tx) =>
        tx.query('select places_left, availability from public.departure_availability where id = $1', [departure]));
      expect(rows).toEqual([{ places_left: 1, availability: 'last_spot' }]);
      await book(db, anon, departure, 1);
      await expect(book(db, anon, departure, 1)).rejects.toThrow('This departure is sold out');
    });

    it('never oversells under parallel calls', async () => {
      const departure = await newDeparture(db, 3);
      const results = await Promise.allSettled(Array.from({ length: 12 }, () => book(db, anon, departure, 1)));
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      for (const failure of failures) expect((failure.reason as Error).message).toBe('This departure is sold out');
      expect(await scalar(db,
        `select sum(places)::int as v from public.bookings where departure_id = $1 and status = 'held'`, [departure])).toBe(3);
    });

    it('releases expired holds', async () => {
      const departure = await newDeparture(db, 1);
      const held = await book(db, anon, departure, 1);
      await expect(rpc(db, anon, 'public.expire_booking_holds()')).rejects.toMatchObject({ code: '42501' });
      await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [held.id]);
      expect(await rpc<number>(db, service, 'public.expire_booking_holds()')).toBeGreaterThanOrEqual(1);
      expect(await scalar(db, 'select status as v from public.bookings where id = $1', [held.id])).toBe('expired');
      await expect(book(db, anon, departure, 1)).resolves.toMatchObject({ status: 'held' });
    });
  });

  describe('confirm_payment', () => {
    const confirm = (actor: Actor, booking: string, key: string, amount: number) =>
      rpc<Record<string, unknown>>(db, actor, `public.confirm_payment($1, 'test', 'pi_1', $2, $3)`, [booking, key, amount]);

    it('is for the service role only, checks the amount, and is idempotent', async () => {
      const departure = await newDeparture(db, 4);
      const booking = await book(db, owner, departure, 2);
      await expect(confirm(owner, booking.id, 'k1', 180000)).rejects.toMatchObject({ code: '42501' });
      await expect(confirm(service, booking.id, 'k1', 100)).rejects.toThrow('amount_cents must be between 180000 and 180000');

      const first = await confirm(service, booking.id, 'k1', 180000);
      expect(first).toMatchObject({ booking_status: 'confirmed', payment_status: 'succeeded', replayed: false });
      const again = await confirm(service, booking.id, 'k1', 180000);
      expect(again).toEqual({ ...first, replayed: true });

      expect(await scalar(db, 'select places_taken as v from public.departures where id = $1', [departure])).toBe(2);
      expect(await scalar(db, 'select count(*)::int as v from public.payments where booking_id = $1', [booking.id])).toBe(1);
      const mails = await db.query<{ to_address: string; subject: string }>(
        `select to_address, subject from public.email_outbox where template = 'booking_confirmation'
            and payload ->> 'booking_id' = $1`, [booking.id]);
      expect(mails.rows).toEqual([{ to_address: 'ana@example.test', subject: `Reserva confirmada ${booking.reference}` }]);
      const { rows } = await asActor(db, anon, (tx) =>
        tx.query('select places_left from public.departure_availability where id = $1', [departure]));
      expect(rows).toEqual([{ places_left: 2 }]);
    });

    it('refuses a key reused for another booking', async () => {
      const departure = await newDeparture(db, 4);
      const a = await book(db, anon, departure, 1);
      const b = await book(db, anon, departure, 1);
      await confirm(service, a.id, 'shared', 90000);
      await expect(confirm(service, b.id, 'shared', 90000)).rejects.toThrow('idempotency_key was already used');
    });
  });
});
