import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { asActor, errorCode, type Actor } from './support/as-role';
import { anon, billing, getBooking, hold, newDeparture, rpc, saveDetails, scalar, service, travellers } from './support/booking';
import { openWithCatalogue, OTHER_ID, OWNER_ID } from './support/fixtures';

const owner: Actor = { role: 'authenticated', userId: OWNER_ID };
const other: Actor = { role: 'authenticated', userId: OTHER_ID };

describe.each(databaseTargets().map((t) => [t.name, t] as const))('booking holds and checkout on %s', (_name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  describe('hold_places', () => {
    it('holds places for 30 minutes at the price after discount, with a reference and a secret key', async () => {
      const departure = await newDeparture(db, 5);
      const held = await hold(db, departure, 2);
      expect(held.reference).toMatch(/^BK-[2-9A-HJKMNP-Z]{6}$/);
      expect(held.key).toMatch(/^[0-9a-f]{64}$/);
      const minutes = (Date.parse(held.hold_expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
      const view = await getBooking(db, held.reference, held.key);
      expect(view).toMatchObject({ status: 'held', places: 2, unit_price_cents: 90000, total_cents: 180000, amount_due_cents: 180000 });
      // Only the hash of the key is stored.
      expect(await scalar(db, 'select count(*)::int as v from public.booking_access_keys where key_hash = $1', [held.key])).toBe(0);
      const { rows } = await asActor(db, anon, (tx) => tx.query('select places_left from public.departure_availability where id = $1', [departure]));
      expect(rows).toEqual([{ places_left: 3 }]);
    });

    it.each([
      ['no places', 0, 'places_invalid'],
      ['more than a booking may hold', 13, 'places_invalid'],
    ])('refuses %s', async (_label, places, hint) => {
      const departure = await newDeparture(db, 20);
      await expect(hold(db, departure, places)).rejects.toMatchObject({ code: 'P0001', hint });
    });

    it('refuses departures that cannot be booked: unknown, past, cancelled, of an unpublished trip', async () => {
      const past = await newDeparture(db, 5, -3);
      const cancelled = await newDeparture(db, 5);
      await db.query(`update public.departures set status = 'cancelled' where id = $1`, [cancelled]);
      for (const departure of [999_999, past, cancelled, 2]) {
        await expect(hold(db, departure, 1)).rejects.toMatchObject({ hint: 'not_bookable' });
      }
    });

    it('says how many places are left, then that it is sold out', async () => {
      const departure = await newDeparture(db, 3);
      await hold(db, departure, 2, 'client-1');
      await expect(hold(db, departure, 2, 'client-2')).rejects.toMatchObject({ hint: 'not_enough_places', detail: '1' });
      await hold(db, departure, 1, 'client-3');
      await expect(hold(db, departure, 1, 'client-4')).rejects.toMatchObject({ hint: 'sold_out' });
    });

    it('caps the places one visitor holds at once, across departures and for a signed-in user', async () => {
      const a = await newDeparture(db, 20);
      const b = await newDeparture(db, 20);
      await hold(db, a, 8, 'hoarder');
      await expect(hold(db, b, 5, 'hoarder')).rejects.toMatchObject({ hint: 'hold_limit' });
      await hold(db, b, 4, 'hoarder');
      await hold(db, a, 12, 'user-device-1', OWNER_ID);
      await expect(hold(db, b, 1, 'user-device-2', OWNER_ID)).rejects.toMatchObject({ hint: 'hold_limit' });
    });

    it('is for the shop server only: browsers cannot claim a client key', async () => {
      const departure = await newDeparture(db, 5);
      for (const actor of [anon, owner]) {
        const error = await hold(db, departure, 1, 'forged', null, actor).catch((e: unknown) => e);
        expect(errorCode(error)).toBe('42501');
      }
    });

    it('sells exactly the capacity to 200 concurrent attempts', async () => {
      const departure = await newDeparture(db, 5);
      const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => hold(db, departure, 1, `crowd-${i}`)));
      const held = results.filter((r) => r.status === 'fulfilled');
      expect(held).toHaveLength(5);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ hint: 'sold_out' });
      expect(await scalar(db, `select sum(places)::int as v from public.bookings where departure_id = $1 and status = 'held'`, [departure])).toBe(5);
    });

    it('gives expired holds back', async () => {
      const departure = await newDeparture(db, 1);
      const held = await hold(db, departure, 1, 'slow');
      await expect(hold(db, departure, 1, 'fast')).rejects.toMatchObject({ hint: 'sold_out' });
      await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where reference = $1`, [held.reference]);
      await expect(hold(db, departure, 1, 'fast')).resolves.toMatchObject({ reference: expect.any(String) });
      expect((await getBooking(db, held.reference, held.key)).status).toBe('expired');
    });
  });

  describe('get_booking', () => {
    // The cap test above leaves the owner holding as many places as one visitor may.
    beforeEach(() => db.query(`update public.bookings set status = 'expired' where user_id = $1 and status = 'held'`, [OWNER_ID]));

    it('opens a booking only with its key or for its signed-in owner', async () => {
      const departure = await newDeparture(db, 5);
      const guest = await hold(db, departure, 1, 'guest');
      const mine = await hold(db, departure, 1, 'owner-device', OWNER_ID);
      await expect(getBooking(db, guest.reference, guest.key)).resolves.toMatchObject({ reference: guest.reference });
      await expect(getBooking(db, mine.reference, null, owner)).resolves.toMatchObject({ reference: mine.reference });
      const refused: [string, string | null, Actor][] = [
        [guest.reference, null, anon],
        [guest.reference, 'f'.repeat(64), anon],
        [guest.reference, mine.key, anon],
        [mine.reference, null, other],
        [guest.reference.replace(/.$/, (c) => (c === '2' ? '3' : '2')), guest.key, anon],
        ['BK-XXXXXX', guest.key, anon],
      ];
      for (const [reference, key, actor] of refused) {
        await expect(getBooking(db, reference, key, actor)).rejects.toMatchObject({ hint: 'not_found' });
      }
    });

    it('keeps bookings, keys and the test provider books out of reach of the API roles', async () => {
      for (const actor of [anon, owner]) {
        for (const table of ['booking_access_keys', 'test_payment_charges']) {
          const error = await asActor(db, actor, (tx) => tx.query(`select * from public.${table}`)).catch((e: unknown) => e);
          expect(errorCode(error)).toBe('42501');
        }
      }
      const departure = await newDeparture(db, 5);
      await hold(db, departure, 1, 'owner-device', OWNER_ID);
      const seen = await asActor(db, other, (tx) => tx.query('select id from public.bookings where user_id = $1', [OWNER_ID]));
      expect(seen.rows).toEqual([]);
    });
  });

  describe('save_booking_details', () => {
    it('stores the billing details and every traveller, and prices a deposit (deposit + balance = total)', async () => {
      const departure = await newDeparture(db, 5, 90);
      const held = await hold(db, departure, 3, 'family');
      const view = await saveDetails(db, held, 3, 'deposit');
      expect(view).toMatchObject({ payment_option: 'deposit', total_cents: 270000, deposit_cents: 81000, amount_due_cents: 81000, balance_cents: 189000 });
      expect(view.deposit_cents + view.balance_cents).toBe(view.total_cents);
      expect(view.balance_due_on).toBe(await scalar(db, `select (current_date + 90 - 45)::text as v`));
      expect(view.billing).toEqual({ ...billing, email: 'ana@example.test' });
      expect(view.travellers).toEqual(travellers(3));
      const full = await saveDetails(db, held, 3, 'full');
      expect(full).toMatchObject({ payment_option: 'full', deposit_cents: 270000, amount_due_cents: 270000, balance_cents: 0, balance_due_on: null });
    });

    it('offers a deposit only when the departure is far enough away', async () => {
      const near = await newDeparture(db, 5, 30);
      const held = await hold(db, near, 1, 'late');
      await expect(saveDetails(db, held, 1, 'deposit')).rejects.toMatchObject({ hint: 'deposit_unavailable' });
      await expect(saveDetails(db, held, 1, 'full')).resolves.toMatchObject({ amount_due_cents: 90000 });
    });

    it.each([
      ['a blank first name', { bill: { ...billing, first_name: ' ' } }, 'billing.first_name is required'],
      ['a bad e-mail', { bill: { ...billing, email: 'nope' } }, 'billing.email must be a valid e-mail address'],
      ['a free-text country', { bill: { ...billing, country: 'Spain' } }, 'billing.country must be an ISO 3166 country code'],
      ['a missing traveller', { people: travellers(1) }, 'travellers must list the 2 travellers of the booking'],
      ['a traveller without a last name', { people: [{ first_name: 'A', last_name: 'B' }, { first_name: 'C' }] }, 'travellers[2].last_name is required'],
      ['an unknown payment option', { option: 'later' }, 'payment_option must be full or deposit'],
    ])('refuses %s and changes nothing', async (_label, change, message) => {
      const c = change as { bill?: object; people?: object; option?: string };
      const departure = await newDeparture(db, 5);
      const held = await hold(db, departure, 2, `bad-input-${message.length}`);
      await expect(saveDetails(db, held, 2, c.option ?? 'full', anon, c.bill ?? billing, c.people ?? travellers(2))).rejects.toMatchObject({ code: '22023', message });
      expect(await getBooking(db, held.reference, held.key)).toMatchObject({ billing: {}, travellers: [] });
    });

    it('refuses unaccepted terms, an ended hold and a foreign key', async () => {
      const departure = await newDeparture(db, 5);
      const held = await hold(db, departure, 1, 'terms');
      await expect(rpc(db, anon, `public.save_booking_details($1, $2, $3::jsonb, $4::jsonb, 'full', false)`,
        [held.reference, held.key, JSON.stringify(billing), JSON.stringify(travellers(1))])).rejects.toThrow('accepts_terms must be true');
      const foreign = await hold(db, departure, 1, 'someone-else');
      await expect(saveDetails(db, { ...held, key: foreign.key }, 1)).rejects.toMatchObject({ hint: 'not_found' });
      await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where reference = $1`, [held.reference]);
      await expect(saveDetails(db, held, 1)).rejects.toMatchObject({ hint: 'hold_expired' });
    });
  });

  describe('release_hold', () => {
    it('gives the places back at once', async () => {
      const departure = await newDeparture(db, 2);
      const held = await hold(db, departure, 2, 'undecided');
      await expect(hold(db, departure, 1, 'next')).rejects.toMatchObject({ hint: 'sold_out' });
      expect(await rpc<{ status: string }>(db, anon, 'public.release_hold($1, $2)', [held.reference, held.key])).toMatchObject({ status: 'expired' });
      await expect(hold(db, departure, 2, 'next')).resolves.toMatchObject({ reference: expect.any(String) });
    });

    it('lets the signed-in owner release without a key (the shop sends an empty one), and nobody else', async () => {
      await db.query(`update public.bookings set status = 'expired' where user_id = $1 and status = 'held'`, [OWNER_ID]);
      const departure = await newDeparture(db, 2);
      const mine = await hold(db, departure, 2, 'owner-device', OWNER_ID);
      for (const actor of [anon, other]) {
        await expect(rpc(db, actor, 'public.release_hold($1, $2)', [mine.reference, ''])).rejects.toMatchObject({ hint: 'not_found' });
      }
      expect((await getBooking(db, mine.reference, mine.key)).status).toBe('held');
      expect(await rpc<{ status: string }>(db, owner, 'public.release_hold($1, $2)', [mine.reference, ''])).toMatchObject({ status: 'expired' });
      await expect(hold(db, departure, 2, 'next')).resolves.toMatchObject({ reference: expect.any(String) });
    });
  });

  it('does not count places held on departures of unpublished trips for anyone', async () => {
    await db.query(`insert into public.bookings (departure_id, places, status, hold_expires_at, total_cents, deposit_cents)
                    values (2, 2, 'held', now() + interval '10 minutes', 1, 1)`);
    expect(await rpc<number>(db, anon, 'public.departure_held_places(2)')).toBe(0);
    expect(await rpc<number>(db, service, 'public.departure_held_places(2)')).toBe(0);
  });
});
