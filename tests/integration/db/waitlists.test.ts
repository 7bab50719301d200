import { WAITLIST_CONFIRM_HOURS, WAITLIST_OFFER_HOURS } from '@/lib/booking/waitlist';
import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { errorCode } from './support/as-role';
import { anon, bookingId, confirm, getBooking, hold, newDeparture, rpc, saveDetails, scalar, service, type Held } from './support/booking';
import { openWithCatalogue } from './support/fixtures';

const SITE = 'http://shop.test';

interface Entry {
  status: string;
  places: number;
  lang: string;
  position: number | null;
  waiting: number;
  hold_expires_at: string | null;
}

interface Mail { to_address: string; subject: string; text_body: string }

const join = (db: Db, departure: number, email: string, places: number, lang = 'en') =>
  rpc<{ email: string }>(db, service, 'public.join_waitlist($1, $2, $3, $4, $5)', [departure, email, places, lang, SITE]);
const entry = (db: Db, key: string) => rpc<Entry>(db, anon, 'public.get_waitlist_entry($1)', [key]);
const confirmEntry = (db: Db, key: string) => rpc<Entry>(db, anon, 'public.confirm_waitlist_entry($1)', [key]);
const leave = (db: Db, key: string) => rpc<Entry>(db, anon, 'public.leave_waitlist($1)', [key]);
const release = (db: Db, held: Held) => rpc(db, anon, 'public.release_hold($1, $2)', [held.reference, held.key]);
const expireJob = (db: Db) => rpc<number>(db, service, 'public.expire_booking_holds()');
const placesLeft = (db: Db, departure: number) =>
  scalar<number>(db, 'select places_left as v from public.departure_availability where id = $1', [departure]);
const offersOn = (db: Db, departure: number) =>
  scalar<number>(db, `select count(*)::int as v from public.bookings where departure_id = $1 and waitlist_offer and status = 'held'`, [departure]);

/** The newest e-mail of a template to an address. */
async function lastMail(db: Db, to: string, template: string): Promise<Mail> {
  const mail = await scalar<Mail | null>(db,
    `select json_build_object('to_address', to_address, 'subject', subject, 'text_body', text_body) as v
       from public.email_outbox where to_address = $1 and template = $2 order by id desc limit 1`, [to, template]);
  if (!mail) throw new Error(`No ${template} e-mail to ${to}`);
  return mail;
}

const waitlistKey = (mail: Mail) => {
  const key = /\/(?:en\/waitlist|es\/lista-de-espera)\?key=([0-9a-f]{64})/.exec(mail.text_body)?.[1];
  if (!key) throw new Error(`No waitlist link in:\n${mail.text_body}`);
  return key;
};

const checkoutLink = (mail: Mail): Held => {
  const match = /\/(?:en|es)\/checkout\?booking=(BK-\w+)&key=([0-9a-f]{64})/.exec(mail.text_body);
  if (!match) throw new Error(`No checkout link in:\n${mail.text_body}`);
  return { reference: match[1]!, key: match[2]!, hold_expires_at: '' };
};

let people = 0;
/** A new address, confirmed on the departure's list for `places`: its waitlist key. */
async function waiting(db: Db, departure: number, places: number, lang = 'en'): Promise<{ email: string; key: string }> {
  const email = `waiting-${++people}@example.test`;
  await join(db, departure, email, places, lang);
  const key = waitlistKey(await lastMail(db, email, 'waitlist_confirm'));
  await confirmEntry(db, key);
  return { email, key };
}

/** A departure of `capacity` places, all held by other visitors (one place each): returns the holds. */
async function soldOut(db: Db, capacity: number): Promise<{ departure: number; holds: Held[] }> {
  const departure = await newDeparture(db, capacity);
  const holds: Held[] = [];
  for (let i = 0; i < capacity; i++) holds.push(await hold(db, departure, 1, `sold-${departure}-${i}`));
  return { departure, holds };
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('waitlists on %s', (_name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  it('takes an address on a sold-out departure only once it confirms, in its language, and says where it stands', async () => {
    const departure = await newDeparture(db, 2);
    await expect(join(db, departure, 'eva@example.test', 1)).rejects.toMatchObject({ hint: 'places_available', detail: '2' });
    await hold(db, departure, 2, 'all-of-it');
    // Only the shop's server joins (after its limit per visitor).
    expect(errorCode(await rpc(db, anon, 'public.join_waitlist($1, $2, 1, $3, $4)', [departure, 'x@example.test', 'en', SITE]).catch((e: unknown) => e))).toBe('42501');
    await expect(join(db, departure, 'not-an-address', 1)).rejects.toMatchObject({ code: '22023' });
    await expect(join(db, departure, 'eva@example.test', 13)).rejects.toMatchObject({ hint: 'places_invalid' });

    expect(await join(db, departure, ' Eva@Example.test ', 2, 'es')).toEqual({ email: 'eva@example.test' });
    const mail = await lastMail(db, 'eva@example.test', 'waitlist_confirm');
    expect(mail.subject).toMatch(/^Confirma tu lugar en la lista de espera: /);
    expect(mail.text_body).toContain('Plazas: 2');
    const key = waitlistKey(mail);
    expect(mail.text_body).toContain(`${SITE}/es/lista-de-espera?key=${key}`);
    // Not in line until confirmed: nobody counts it.
    expect(await entry(db, key)).toMatchObject({ status: 'pending', places: 2, lang: 'es', position: null, waiting: 0 });
    expect(await rpc(db, anon, '(select json_agg(t) from public.trip_waitlists(1) t)')).toEqual(expect.arrayContaining([{ departure_id: departure, waitlist_open: true, waiting: 0 }]));

    expect(await confirmEntry(db, key)).toMatchObject({ status: 'waiting', position: 1, waiting: 1 });
    expect(await confirmEntry(db, key)).toMatchObject({ status: 'waiting', position: 1, waiting: 1 });
    const other = await waiting(db, departure, 1);
    expect(await entry(db, other.key)).toMatchObject({ position: 2, waiting: 2 });
    expect(await rpc(db, anon, '(select json_agg(t) from public.trip_waitlists(1) t)')).toEqual(expect.arrayContaining([{ departure_id: departure, waitlist_open: true, waiting: 2 }]));
    await expect(entry(db, 'f'.repeat(64))).rejects.toMatchObject({ hint: 'not_found' });
    // Nobody reads the lists or their keys through the API.
    for (const table of ['waitlist_entries', 'waitlist_keys']) {
      expect(errorCode(await rpc(db, anon, `(select count(*) from public.${table})`).catch((e: unknown) => e))).toBe('42501');
    }
  });

  it('holds an offer and waits for a confirmation as long as the pages and e-mails say', async () => {
    const hours = (fn: string) => scalar<number>(db, `select (extract(epoch from private.${fn}()) / 3600)::int as v`);
    expect(await hours('waitlist_offer_time')).toBe(WAITLIST_OFFER_HOURS);
    expect(await hours('waitlist_confirm_time')).toBe(WAITLIST_CONFIRM_HOURS);
  });

  it('answers a second request from the same address without a second entry, and limits e-mails to one address', async () => {
    const { departure } = await soldOut(db, 1);
    await join(db, departure, 'twice@example.test', 1);
    await join(db, departure, 'twice@example.test', 3);
    // The newest request is the one to confirm, and either link confirms it once.
    const key = waitlistKey(await lastMail(db, 'twice@example.test', 'waitlist_confirm'));
    expect(await confirmEntry(db, key)).toMatchObject({ status: 'waiting', places: 3, position: 1, waiting: 1 });
    // Already waiting: an e-mail says so (the answer to the asker is the same), and no entry is added.
    expect(await join(db, departure, 'twice@example.test', 1)).toEqual({ email: 'twice@example.test' });
    const already = await lastMail(db, 'twice@example.test', 'waitlist_already');
    expect(already.text_body).toContain('You are number 1 in line.');
    expect(await entry(db, waitlistKey(already))).toMatchObject({ status: 'waiting', places: 3 });
    expect(await scalar<number>(db, 'select count(*)::int as v from public.waitlist_entries where email = $1', ['twice@example.test'])).toBe(1);
    // Five e-mails an hour to one address at most.
    await join(db, departure, 'twice@example.test', 1);
    await join(db, departure, 'twice@example.test', 1);
    await expect(join(db, departure, 'twice@example.test', 1)).rejects.toMatchObject({ hint: 'rate_limited' });
  });

  it('forgets a request not confirmed in time', async () => {
    const { departure } = await soldOut(db, 1);
    await join(db, departure, 'late@example.test', 1);
    const key = waitlistKey(await lastMail(db, 'late@example.test', 'waitlist_confirm'));
    await db.query(`update public.waitlist_entries set confirm_by = now() - interval '1 minute' where email = 'late@example.test'`);
    expect(await entry(db, key)).toMatchObject({ status: 'unconfirmed' });
    await expect(confirmEntry(db, key)).rejects.toMatchObject({ hint: 'confirm_expired' });
    await db.query(`update public.waitlist_entries set confirm_by = now() - interval '25 hours' where email = 'late@example.test'`);
    expect(await rpc<number>(db, service, 'public.sweep_waitlists()')).toBeGreaterThanOrEqual(1);
    await expect(entry(db, key)).rejects.toMatchObject({ hint: 'not_found' });
  });

  it('offers freed places to the first in line whose party fits, as a 24-hour hold that nobody else can take', async () => {
    const { departure, holds } = await soldOut(db, 4);
    const pair = await waiting(db, departure, 2);
    const first = await waiting(db, departure, 1, 'es');
    const second = await waiting(db, departure, 1);

    await release(db, holds[0]!);
    // One place: the pair ahead does not fit, so the next one does.
    expect(await entry(db, pair.key)).toMatchObject({ status: 'waiting', position: 1 });
    const offered = await entry(db, first.key);
    expect(offered).toMatchObject({ status: 'offered', places: 1 });
    const hours = (Date.parse(offered.hold_expires_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await placesLeft(db, departure)).toBe(0);
    await expect(hold(db, departure, 1, 'walk-in')).rejects.toMatchObject({ hint: 'sold_out' });

    const mail = await lastMail(db, first.email, 'waitlist_offer');
    expect(mail.subject).toMatch(/^Hay plazas para ti: /);
    expect(mail.text_body).toContain('Te las guardamos 24 horas, hasta el ');
    expect(mail.text_body).toContain('Total: 900 €');
    const held = checkoutLink(mail);
    expect(await getBooking(db, held.reference, held.key)).toMatchObject({ status: 'held', places: 1, total_cents: 90000, billing: { email: first.email }, waitlist_offer: true });

    await release(db, holds[1]!);
    expect(await entry(db, second.key)).toMatchObject({ status: 'offered' });
    expect(await entry(db, pair.key)).toMatchObject({ status: 'waiting', position: 1, waiting: 1 });
    await release(db, holds[2]!);
    expect(await entry(db, pair.key)).toMatchObject({ status: 'waiting' });
    // The place stays free for anyone (no party in line fits it) until the next one frees.
    expect(await placesLeft(db, departure)).toBe(1);
    await release(db, holds[3]!);
    expect(await entry(db, pair.key)).toMatchObject({ status: 'offered', places: 2, waiting: 0 });
    expect(await offersOn(db, departure)).toBe(3);
    expect(await placesLeft(db, departure)).toBe(0);
  });

  it('passes an offer not paid in time, or given up from the e-mail, to the next in line; a paid one is booked', async () => {
    const { departure, holds } = await soldOut(db, 1);
    const first = await waiting(db, departure, 1);
    const second = await waiting(db, departure, 1);
    const third = await waiting(db, departure, 1);
    await release(db, holds[0]!);
    expect(await entry(db, first.key)).toMatchObject({ status: 'offered' });

    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where client_key = 'waitlist:' || (select id from public.waitlist_entries where email = $1)`, [first.email]);
    expect(await expireJob(db)).toBeGreaterThanOrEqual(1);
    expect(await entry(db, first.key)).toMatchObject({ status: 'offer_ended' });
    const offer = await lastMail(db, second.email, 'waitlist_offer');
    expect(await entry(db, second.key)).toMatchObject({ status: 'offered' });

    // Given up from the offer's own link: the next one gets the places at once.
    expect(await leave(db, waitlistKey(offer))).toMatchObject({ status: 'left' });
    expect(await getBooking(db, checkoutLink(offer).reference, checkoutLink(offer).key)).toMatchObject({ status: 'expired' });
    expect(await entry(db, third.key)).toMatchObject({ status: 'offered' });

    const held = checkoutLink(await lastMail(db, third.email, 'waitlist_offer'));
    const view = await saveDetails(db, held, 1);
    await confirm(db, await bookingId(db, held.reference), `wl-${held.reference}`, view.amount_due_cents);
    expect(await entry(db, third.key)).toMatchObject({ status: 'booked' });
    // Leaving after booking changes nothing; the page's checkout button has no offer to open.
    expect(await leave(db, third.key)).toMatchObject({ status: 'booked' });
    await expect(rpc(db, anon, 'public.waitlist_checkout($1)', [third.key])).rejects.toMatchObject({ hint: 'offer_ended' });
  });

  it('leaves the list before an offer, and opens checkout from the page while one is open', async () => {
    const { departure, holds } = await soldOut(db, 1);
    const gone = await waiting(db, departure, 1);
    const stays = await waiting(db, departure, 1);
    expect(await leave(db, gone.key)).toMatchObject({ status: 'left' });
    expect(await entry(db, stays.key)).toMatchObject({ position: 1, waiting: 1 });
    await release(db, holds[0]!);
    expect(await entry(db, gone.key)).toMatchObject({ status: 'left' });
    const opened = await rpc<{ reference: string; key: string }>(db, anon, 'public.waitlist_checkout($1)', [stays.key]);
    expect(await getBooking(db, opened.reference, opened.key)).toMatchObject({ status: 'held', waitlist_offer: true });
  });

  it('offers at once the places a cancellation, a full refund or a larger capacity frees, and a hold that ended before a walk-in', async () => {
    const departure = await newDeparture(db, 1);
    const paid = await hold(db, departure, 1, 'paid-one');
    const view = await saveDetails(db, paid, 1);
    await confirm(db, await bookingId(db, paid.reference), `pay-${paid.reference}`, view.amount_due_cents);
    const first = await waiting(db, departure, 1);
    const second = await waiting(db, departure, 1);
    const refund = await scalar<number>(db,
      `select (private.cancellation_quote(b) ->> 'refund_cents')::int as v from public.bookings b where b.reference = $1`, [paid.reference]);
    await rpc(db, service, `public.cancel_booking($1, $2, '${SITE}')`, [paid.reference, refund]);
    expect(await entry(db, first.key)).toMatchObject({ status: 'offered' });

    await db.query('update public.departures set capacity = capacity + 1 where id = $1', [departure]);
    expect(await entry(db, second.key)).toMatchObject({ status: 'offered' });

    // A hold whose time passed before any job ran: a walk-in who asks is refused (the offer made before its count goes
    // back with its refusal), and the job that runs every minute makes it.
    const third = await waiting(db, departure, 1);
    const firstOffer = checkoutLink(await lastMail(db, first.email, 'waitlist_offer'));
    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where reference = $1`, [firstOffer.reference]);
    await expect(hold(db, departure, 1, 'walk-in-2')).rejects.toMatchObject({ hint: 'sold_out' });
    await expect(hold(db, departure, 1, 'walk-in-3')).rejects.toMatchObject({ hint: 'sold_out' });
    expect(await entry(db, third.key)).toMatchObject({ status: 'waiting' });
    await expireJob(db);
    expect(await entry(db, third.key)).toMatchObject({ status: 'offered' });
  });

  it('tells everyone in line or holding an offer, once and in their language, when the operator cancels the departure, and closes the list', async () => {
    const { departure, holds } = await soldOut(db, 2);
    const offered = await waiting(db, departure, 1, 'es');
    const inLine = await waiting(db, departure, 2);
    await release(db, holds[0]!);
    expect(await entry(db, offered.key)).toMatchObject({ status: 'offered' });
    const offer = checkoutLink(await lastMail(db, offered.email, 'waitlist_offer'));
    const gone = await waiting(db, departure, 1);
    await leave(db, gone.key);
    await join(db, departure, 'never-confirmed@example.test', 1);
    const unconfirmed = waitlistKey(await lastMail(db, 'never-confirmed@example.test', 'waitlist_confirm'));

    // The operator's edit in the dashboard, five times at once: the change happens once.
    await Promise.all(Array.from({ length: 5 }, () => db.query(`update public.departures set status = 'cancelled' where id = $1`, [departure])));

    const told = (await db.query<Mail & { lang: string; had_offer: boolean }>(
      `select to_address, subject, text_body, payload ->> 'lang' as lang, (payload ->> 'had_offer')::boolean as had_offer
         from public.email_outbox where template = 'waitlist_departure_cancelled' and payload ->> 'departure_id' = $1 order by id`,
      [String(departure)])).rows;
    // Those in line and the offer still open; not who left, nor an address that never confirmed.
    expect(told.map((m) => [m.to_address, m.lang, m.had_offer])).toEqual([[offered.email, 'es', true], [inLine.email, 'en', false]]);
    const [es, en] = [told[0]!, told[1]!];
    expect(es.subject).toMatch(/^Salida cancelada: /);
    expect(es.text_body).toContain('en cuya lista de espera estabas, así que ya no estás en ella y las plazas que te guardábamos quedan liberadas.');
    expect(es.text_body).toContain(`Otras fechas de este viaje:\n${SITE}/es/travel/1/`);
    expect(en.subject).toMatch(/^Departure cancelled: /);
    expect(en.text_body).toContain('whose waitlist you were on, so you are no longer on it. You have paid nothing, so there is nothing to refund.');
    expect(en.text_body).toContain('Places: 2');
    expect(en.text_body).toMatch(new RegExp(`Other dates of this trip:\\n${SITE}/en/travel/1/[a-z0-9-]+#departures`));
    expect(await scalar(db, `select (payload ->> 'waitlist')::int as v from public.email_outbox where template = 'departure_cancelled_notice' and payload ->> 'departure_id' = $1`, [String(departure)])).toBe(2);

    // Out of the line, the offer's hold ended; every page of the list says the departure is cancelled.
    expect((await db.query<{ status: string }>('select status from public.waitlist_entries where departure_id = $1 order by id', [departure])).rows.map((r) => r.status))
      .toEqual(['cancelled', 'cancelled', 'left', 'pending']);
    expect(await getBooking(db, offer.reference, offer.key)).toMatchObject({ status: 'expired' });
    for (const key of [offered.key, inLine.key, gone.key, unconfirmed]) {
      expect(await entry(db, key)).toMatchObject({ status: 'cancelled', position: null, waiting: 0 });
    }
    // Nothing more to do on it: confirming puts nobody in line, leaving changes nothing, nobody joins, no checkout.
    expect(await confirmEntry(db, unconfirmed)).toMatchObject({ status: 'cancelled', waiting: 0 });
    expect(await leave(db, inLine.key)).toMatchObject({ status: 'cancelled' });
    await expect(rpc(db, anon, 'public.waitlist_checkout($1)', [offered.key])).rejects.toMatchObject({ hint: 'offer_ended' });
    await expect(join(db, departure, 'late-comer@example.test', 1)).rejects.toMatchObject({ hint: 'not_bookable' });
    expect(await rpc(db, anon, '(select json_agg(t) from public.trip_waitlists(1) t)')).toEqual(expect.arrayContaining([{ departure_id: departure, waitlist_open: false, waiting: 0 }]));
    expect(await scalar<number>(db, `select count(*)::int as v from public.email_outbox where template = 'waitlist_offer' and payload ->> 'entry_id' in
      (select id::text from public.waitlist_entries where departure_id = $1)`, [departure])).toBe(1);
    // The request nobody confirmed is forgotten as ever.
    await db.query(`update public.waitlist_entries set confirm_by = now() - interval '25 hours' where email = 'never-confirmed@example.test'`);
    await rpc<number>(db, service, 'public.sweep_waitlists()');
    await expect(entry(db, unconfirmed)).rejects.toMatchObject({ hint: 'not_found' });
  });

  it('offers a freed place to exactly one waiting visitor under 20 concurrent expiries', async () => {
    const { departure, holds } = await soldOut(db, 3);
    const line = [];
    for (let i = 0; i < 5; i++) line.push(await waiting(db, departure, 1));
    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where reference = $1`, [holds[0]!.reference]);
    // The job, walk-ins' holds (which end lapsed holds first) and releases of the lapsed hold, all at once.
    const attempts = Array.from({ length: 20 }, (_, i) =>
      i % 3 === 0 ? expireJob(db) : i % 3 === 1 ? hold(db, departure, 1, `storm-${i}`) : release(db, holds[0]!));
    const results = await Promise.allSettled(attempts);
    const walkIns = results.filter((_, i) => i % 3 === 1);
    expect(walkIns.every((r) => r.status === 'rejected' && (r.reason as { hint?: string }).hint === 'sold_out')).toBe(true);
    expect(results.filter((r, i) => i % 3 !== 1 && r.status === 'rejected')).toEqual([]);
    expect(await offersOn(db, departure)).toBe(1);
    expect(await entry(db, line[0]!.key)).toMatchObject({ status: 'offered' });
    for (const later of line.slice(1)) expect(await entry(db, later.key)).toMatchObject({ status: 'waiting' });
    expect(await scalar<number>(db, `select count(*)::int as v from public.email_outbox where template = 'waitlist_offer' and to_address = any($1)`,
      [line.map((p) => p.email)])).toBe(1);
    expect(await placesLeft(db, departure)).toBe(0);
  });

  it('offers 20 places freed by 20 concurrent expiries to the first 20 in line, each once', async () => {
    const { departure, holds } = await soldOut(db, 20);
    const line = [];
    for (let i = 0; i < 24; i++) line.push(await waiting(db, departure, 1));
    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where departure_id = $1 and not waitlist_offer`, [departure]);
    await Promise.all(holds.map((h, i) => (i % 2 === 0 ? release(db, h) : expireJob(db))));
    expect(await offersOn(db, departure)).toBe(20);
    const statuses = await Promise.all(line.map((p) => entry(db, p.key).then((e) => e.status)));
    expect(statuses).toEqual([...Array<string>(20).fill('offered'), ...Array<string>(4).fill('waiting')]);
    expect(await scalar<number>(db, `select count(distinct booking_id)::int as v from public.waitlist_entries where departure_id = $1 and status = 'offered'`, [departure])).toBe(20);
    expect(await placesLeft(db, departure)).toBe(0);
  });
});
