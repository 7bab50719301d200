import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { anon, billing, bookingId, confirm, hold, newDeparture, readyToPay, rpc, saveDetails, scalar, service } from './support/booking';
import { openWithCatalogue } from './support/fixtures';

interface Guarantee { min_group_size: number; guaranteed: boolean; travellers_needed: number; availability: string; bookable: boolean }
interface Mail { to_address: string; subject: string; text_body: string; payload: Record<string, unknown> }

const guarantee = (db: Db, departure: number) =>
  rpc<Guarantee>(db, anon,
    `(select row_to_json(x) from (select min_group_size, guaranteed, travellers_needed, availability, bookable
        from public.departure_availability where id = $1) x)`, [departure]);
const mailsOf = async (db: Db, template: string, departure: number): Promise<Mail[]> =>
  (await db.query<Mail>(
    `select to_address, subject, text_body, payload from public.email_outbox
      where template = $1 and payload ->> 'departure_id' = $2 order by id`, [template, String(departure)])).rows;
const setDeparture = (db: Db, departure: number, assignments: string) =>
  db.query(`update public.departures set ${assignments} where id = $1`, [departure]);

/** A confirmed booking of `places` on the departure, paid in full, in `lang` (its billing e-mail names it). */
async function paid(db: Db, departure: number, places: number, name: string, lang: 'en' | 'es' = 'es') {
  const held = await rpc<{ reference: string; key: string }>(db, service, `public.hold_places($1, $2, $3, $4)`, [departure, places, lang, `client-${name}`]);
  const view = await saveDetails(db, { ...held, hold_expires_at: '' }, places, 'full', anon, { ...billing, email: `${name}@example.test`, first_name: name });
  const id = await bookingId(db, held.reference);
  await confirm(db, id, `pay-${held.reference}`, view.total_cents);
  return { ...held, id, total: view.total_cents, email: `${name}@example.test` };
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('guaranteed departures on %s', (_name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  it("counts confirmed travellers only, says how many more, and e-mails each booking once in its language when a payment reaches the minimum", async () => {
    const departure = await newDeparture(db, 10);
    // Trip 1's minimum (4) until the departure sets its own.
    expect(await guarantee(db, departure)).toMatchObject({ min_group_size: 4, guaranteed: false, travellers_needed: 4 });
    await setDeparture(db, departure, 'min_group_size = 3');
    const first = await paid(db, departure, 1, 'ana', 'es');
    // An unpaid hold of five places changes nothing: a hold may end unpaid.
    await hold(db, departure, 5, 'hold-only');
    expect(await guarantee(db, departure)).toMatchObject({ min_group_size: 3, guaranteed: false, travellers_needed: 2, availability: 'available' });
    expect(await scalar(db, `select text_body as v from public.email_outbox where template = 'booking_confirmation' and payload ->> 'reference' = $1`, [first.reference]))
      .toContain('Esta salida queda garantizada con 3 viajeros confirmados: faltan 2.');
    const second = await paid(db, departure, 2, 'bob', 'en');
    expect(await guarantee(db, departure)).toMatchObject({ guaranteed: true, travellers_needed: 0 });

    const told = await mailsOf(db, 'departure_guaranteed', departure);
    expect(told.map((m) => m.to_address).sort()).toEqual([first.email, second.email]);
    const es = told.find((m) => m.to_address === first.email)!;
    const en = told.find((m) => m.to_address === second.email)!;
    expect(es.subject).toMatch(/^Salida garantizada: Annapurna Circuit, /);
    expect(es.text_body).toContain('ha alcanzado su mínimo de 3 viajeros');
    expect(es.text_body).toContain(`/es/account/bookings/${first.reference}?key=`);
    expect(en.subject).toMatch(/^Guaranteed to run: Annapurna Circuit, /);
    expect(en.text_body).toContain('is now guaranteed to run: it has reached its minimum of 3 travellers');
    // The crossing payment's own confirmation says so too, and the operator is told once.
    expect(await scalar(db, `select text_body as v from public.email_outbox where template = 'booking_confirmation' and payload ->> 'reference' = $1`, [second.reference]))
      .toContain('This departure is guaranteed to run.');
    expect(await mailsOf(db, 'departure_guaranteed_notice', departure)).toHaveLength(1);

    // A booking confirmed later is not e-mailed again about it; a cancellation does not take the guarantee back.
    const late = await paid(db, departure, 1, 'cai', 'en');
    await rpc(db, service, `public.cancel_booking($1, $2, 'http://shop.test')`, [second.reference, Math.round(second.total * 0.9)]);
    expect(await guarantee(db, departure)).toMatchObject({ guaranteed: true, travellers_needed: 0 });
    expect((await mailsOf(db, 'departure_guaranteed', departure)).map((m) => m.to_address)).not.toContain(late.email);
  });

  it('sends the e-mail exactly once per booking when 12 concurrent payments cross the minimum', async () => {
    const departure = await newDeparture(db, 20);
    await setDeparture(db, departure, 'min_group_size = 5');
    const ready = await Promise.all(Array.from({ length: 12 }, (_, i) => readyToPay(db, departure, 1, 'full', `crowd-${i}`)));
    const confirmed = await Promise.all(ready.map((b) => confirm(db, b.id, `crowd-pay-${b.reference}`, b.view.total_cents)));
    expect(confirmed.every((r) => r.booking_status === 'confirmed')).toBe(true);
    // Exactly one payment made it guaranteed, and that payment says so (its trip's pages are expired by the shop).
    expect(confirmed.filter((r) => r.guaranteed_trip_id === 1)).toHaveLength(1);
    const told = await mailsOf(db, 'departure_guaranteed', departure);
    const references = told.map((m) => m.payload.reference);
    // The five bookings confirmed when the minimum was reached, each once; the seven after it read it in their confirmation.
    expect(told).toHaveLength(5);
    expect(new Set(references).size).toBe(5);
    expect(await scalar(db, 'select count(*)::int as v from public.departure_guarantee_notices where departure_id = $1', [departure])).toBe(5);
    expect(await mailsOf(db, 'departure_guaranteed_notice', departure)).toHaveLength(1);
    // Replaying every payment changes nothing.
    const replays = await Promise.all(ready.map((b) => confirm(db, b.id, `crowd-pay-${b.reference}`, b.view.total_cents)));
    expect(replays.every((r) => r.replayed === true && r.guaranteed_trip_id === null)).toBe(true);
    expect(await mailsOf(db, 'departure_guaranteed', departure)).toHaveLength(5);
  });

  it("takes the operator's mark by hand, tells the travellers once, and keeps it", async () => {
    const departure = await newDeparture(db, 12);
    await setDeparture(db, departure, 'min_group_size = 8');
    const ana = await paid(db, departure, 2, 'mark-ana', 'es');
    const ben = await paid(db, departure, 1, 'mark-ben', 'en');
    expect(await guarantee(db, departure)).toMatchObject({ guaranteed: false, travellers_needed: 5 });
    // What the operator does in the dashboard's table editor: a plain update of the row.
    await setDeparture(db, departure, 'guaranteed_by_hand = true');
    expect(await guarantee(db, departure)).toMatchObject({ guaranteed: true, travellers_needed: 0 });
    const told = await mailsOf(db, 'departure_guaranteed', departure);
    expect(told.map((m) => m.to_address).sort()).toEqual([ana.email, ben.email].sort());
    expect(told.find((m) => m.to_address === ana.email)!.text_body).toContain('ya está garantizada. Ya puedes reservar tus vuelos');
    await expect(setDeparture(db, departure, 'guaranteed_by_hand = false')).rejects.toMatchObject({ hint: 'guarantee_kept' });
    // guaranteed_at is the database's: typing it changes nothing, and editing the row again sends nothing.
    await setDeparture(db, departure, "guaranteed_at = null, min_group_size = 2");
    expect(await guarantee(db, departure)).toMatchObject({ guaranteed: true });
    expect(await mailsOf(db, 'departure_guaranteed', departure)).toHaveLength(2);
  });

  it("lowering the trip's minimum guarantees the departures that now reach it; a full departure always runs", async () => {
    const departure = await newDeparture(db, 10);
    await paid(db, departure, 3, 'trip-min', 'en');
    expect(await guarantee(db, departure)).toMatchObject({ guaranteed: false, travellers_needed: 1 });
    await db.query('update public.trips set min_group_size = 3 where id = 1');
    expect(await guarantee(db, departure)).toMatchObject({ guaranteed: true, min_group_size: 3 });
    expect(await mailsOf(db, 'departure_guaranteed', departure)).toHaveLength(1);
    await db.query('update public.trips set min_group_size = 4 where id = 1');
    const small = await newDeparture(db, 2);
    expect(await guarantee(db, small)).toMatchObject({ min_group_size: 2, travellers_needed: 2 });
  });

  describe('cancelled by the operator', () => {
    const refunds = (db: Db, departure: number) =>
      db.query<{ reference: string; amount_cents: number; source: string; status: string }>(
        `select b.reference, r.amount_cents, r.source, r.status from public.refunds r join public.bookings b on b.id = r.booking_id
          where b.departure_id = $1`, [departure]).then((r) => r.rows);

    it('refunds every paid booking in full, once, however many updates run at once, and ends its holds', async () => {
      const departure = await newDeparture(db, 12, 20);
      await setDeparture(db, departure, 'min_group_size = 2');
      const full = await paid(db, departure, 2, 'cancel-full', 'es');
      const held = await hold(db, departure, 1, 'cancel-hold');
      const partly = await paid(db, departure, 1, 'cancel-partly', 'en');
      // A partial refund already made at the provider is not refunded twice.
      await rpc(db, service, `public.record_refund('test', 'pre-refund', $1, 5000, 'EUR', 'succeeded', 'http://shop.test')`, [`pay-${partly.reference}`]);
      expect(await guarantee(db, departure)).toMatchObject({ guaranteed: true });

      // The operator's edit, as the dashboard sends it, ten times at once.
      const runs = await Promise.allSettled(Array.from({ length: 10 }, () => setDeparture(db, departure, `status = 'cancelled'`)));
      expect(runs.every((r) => r.status === 'fulfilled')).toBe(true);

      const byKey = (a: { reference: string; source: string }, b: { reference: string; source: string }) =>
        a.reference.localeCompare(b.reference) || a.source.localeCompare(b.source);
      expect((await refunds(db, departure)).sort(byKey)).toEqual([
        { reference: full.reference, amount_cents: full.total, source: 'cancellation', status: 'pending' },
        { reference: partly.reference, amount_cents: partly.total - 5000, source: 'cancellation', status: 'pending' },
        { reference: partly.reference, amount_cents: 5000, source: 'provider', status: 'succeeded' },
      ].sort(byKey));
      const rows = (await db.query<{ reference: string; status: string; cancelled_by: string | null; cancellation_fee_cents: number | null }>(
        `select reference, status, cancelled_by, cancellation_fee_cents from public.bookings where departure_id = $1 order by reference`, [departure])).rows;
      expect(rows).toEqual([
        { reference: full.reference, status: 'cancelled', cancelled_by: 'operator', cancellation_fee_cents: 0 },
        { reference: held.reference, status: 'expired', cancelled_by: null, cancellation_fee_cents: null },
        { reference: partly.reference, status: 'cancelled', cancelled_by: 'operator', cancellation_fee_cents: 0 },
      ].sort((a, b) => a.reference.localeCompare(b.reference)));
      expect(await scalar(db, 'select places_taken as v from public.departures where id = $1', [departure])).toBe(0);

      const told = await mailsOf(db, 'departure_cancelled', departure);
      expect(told.map((m) => m.to_address).sort()).toEqual([full.email, partly.email].sort());
      const fmt = (cents: number) => String(cents / 100).replace(/\B(?=(\d{3})+$)/g, '.');
      expect(told.find((m) => m.to_address === full.email)!.text_body).toContain(`te devolvemos íntegramente lo que pagaste, ${fmt(full.total)} €`);
      expect(told.find((m) => m.to_address === partly.email)!.subject).toBe(`Departure cancelled: Annapurna Circuit (${partly.reference})`);
      expect(await mailsOf(db, 'departure_cancelled_notice', departure)).toHaveLength(1);
      // The refunds leave through the shop's refund path: the every-minute job's list.
      const unsent = await rpc<{ booking_id: string; amount_cents: number }[]>(db, service, 'public.unsent_refunds(0)');
      expect(unsent.filter((r) => r.booking_id === full.id || r.booking_id === partly.id).map((r) => r.amount_cents).sort())
        .toEqual([full.total, partly.total - 5000].sort());
    });

    it('is no longer bookable, says so to the live read, cannot be scheduled again, and a late payment is kept for review', async () => {
      const departure = await newDeparture(db, 8, 30);
      const late = await readyToPay(db, departure, 1, 'full', 'late-payer');
      await setDeparture(db, departure, `status = 'cancelled'`);
      expect(await guarantee(db, departure)).toMatchObject({ availability: 'cancelled', bookable: false, guaranteed: false, travellers_needed: 0 });
      const live = await rpc<{ departure_id: number; availability: string; bookable: boolean }[]>(db, anon, '(select json_agg(p) from public.trip_places(1) p)');
      expect(live.find((p) => p.departure_id === departure)).toMatchObject({ availability: 'cancelled', bookable: false });
      await expect(hold(db, departure, 1, 'after-cancel')).rejects.toMatchObject({ hint: 'not_bookable' });
      await expect(setDeparture(db, departure, `status = 'scheduled'`)).rejects.toMatchObject({ hint: 'departure_cancelled' });
      const result = await confirm(db, late.id, `late-${late.reference}`, late.view.total_cents);
      expect(result).toMatchObject({ payment_status: 'needs_review', booking_status: 'expired' });
      // A departure that has started is not cancelled from the dashboard (every traveller would be refunded in full).
      const started = await newDeparture(db, 8, 0);
      await expect(setDeparture(db, started, `status = 'cancelled'`)).rejects.toMatchObject({ hint: 'departed' });
    });
  });
});

