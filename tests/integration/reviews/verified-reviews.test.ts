import type { Db, Queryable } from '@/supabase/local';
import { asActor, type Actor } from '../db/support/as-role';
import { insertCatalogue, insertPastBookings } from '../db/support/fixtures';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { anon, outcome, service, SITE } from './support';

const keyIn = (text: string, path: RegExp) => path.exec(text)?.[1] ?? '';

describe.each(databaseTargets().map((t) => [t.name, t] as const))('verified reviews on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  const asService = <T>(fn: (tx: Queryable) => Promise<T>) => asActor(db, service, fn, true);
  const submit = (key: string, fields: Partial<{ rating: number; title: string; body: string; lang: string }> = {}) =>
    asService((tx) =>
      tx.query(`select public.submit_review($1, $2, $3, $4, 'Traveller T.', $5, $6) as r`, [
        key, fields.rating ?? 4, fields.title ?? 'Wonderful trip', fields.body ?? 'The guides were patient and the huts were warm.', fields.lang ?? 'en', SITE,
      ]),
    );
  const counts = async () =>
    (await db.query<{ reviews: number; outbox: number }>(
      'select (select count(*)::int from public.reviews) as reviews, (select count(*)::int from public.email_outbox) as outbox',
    )).rows[0];

  /** trips.rating / review_count and the shop's summary, next to the same figures computed from the review rows. */
  async function aggregates() {
    const { rows } = await db.query<{ stored: string; computed: string }>(`
      select (select json_agg(json_build_object('id', t.id, 'rating', t.rating::text, 'n', t.review_count) order by t.id) from public.trips t)::text as stored,
             (select json_agg(json_build_object('id', t.id,
                       'rating', coalesce((select round(avg(r.rating), 1) from public.reviews r where r.trip_id = t.id and r.status = 'published'), 0)::numeric(2, 1)::text,
                       'n', (select count(*) from public.reviews r where r.trip_id = t.id and r.status = 'published')) order by t.id)
                from public.trips t)::text as computed`);
    const summary = await asActor(db, anon, (tx) => tx.query<{ review_count: number; rating: string }>('select review_count, rating::text from public.review_summary'));
    const expected = await db.query<{ review_count: number; rating: string }>(`
      select count(*)::int as review_count, coalesce(round(avg(r.rating), 1), 0)::numeric(2, 1)::text as rating
        from public.reviews r join public.trips t on t.id = r.trip_id and t.published where r.status = 'published'`);
    return { stored: rows[0]!.stored, computed: rows[0]!.computed, summary: summary.rows[0], expected: expected.rows[0] };
  }

  let travellers: string[];
  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertCatalogue(db);
    // Departure 4 of trip 1 came back yesterday; departure 5 forty days ago (outside the invitation window).
    await db.exec(`
      insert into public.departures (id, trip_id, start_date, end_date, price_cents, capacity, places_taken)
        values (4, 1, current_date - 10, current_date - 1, 1000, 10, 4), (5, 1, current_date - 50, current_date - 40, 1000, 10, 1);
    `);
    travellers = await insertPastBookings(db, 4, 2);
    await db.query(`update public.bookings set lang = 'es' where id = $1`, [travellers[1]]);
    await insertPastBookings(db, 5, 1);
    // Not travellers: a booking cancelled, one whose hold expired, and a confirmed booking of the future departure 1.
    await db.exec(`
      insert into public.bookings (departure_id, places, status, payment_option, total_cents, deposit_cents, billing)
        values (4, 1, 'cancelled', 'full', 1000, 1000, '{"email":"cancelled@example.test"}'),
               (4, 1, 'expired', 'full', 1000, 1000, '{"email":"expired@example.test"}'),
               (1, 1, 'confirmed', 'full', 1000, 1000, '{"email":"future@example.test"}');
    `);
  });
  afterAll(() => opened?.dispose());

  let keys: { en: string; es: string };
  it('invites each confirmed booking of a departure that has returned, once, in its language', async () => {
    const queued = await asService((tx) => tx.query<{ n: number }>('select public.queue_review_invitations($1) as n', [SITE]));
    expect(queued.rows[0]!.n).toBe(2);
    const again = await asService((tx) => tx.query<{ n: number }>('select public.queue_review_invitations($1) as n', [SITE]));
    expect(again.rows[0]!.n).toBe(0);
    const { rows } = await db.query<{ to_address: string; subject: string; text_body: string; lang: string }>(
      `select to_address, subject, text_body, payload ->> 'lang' as lang from public.email_outbox where template = 'review_invitation' order by to_address`,
    );
    expect(rows.map((r) => [r.to_address, r.lang])).toEqual([['traveller1.4@example.test', 'en'], ['traveller2.4@example.test', 'es']]);
    expect(rows[0]!.subject).toBe('How was Annapurna Circuit? Tell other travellers');
    expect(rows[1]!.subject).toBe('¿Qué tal fue Annapurna Circuit? Cuéntaselo a otros viajeros');
    keys = {
      en: keyIn(rows[0]!.text_body, /http:\/\/shop\.test\/en\/review\?key=([0-9a-f]{64})/),
      es: keyIn(rows[1]!.text_body, /http:\/\/shop\.test\/es\/opinar\?key=([0-9a-f]{64})/),
    };
    expect(keys.en).not.toBe('');
    expect(keys.es).not.toBe('');
    // Only hashes are kept.
    expect((await db.query(`select 1 from public.review_invitations where key_hash in ($1, $2)`, [keys.en, keys.es])).rowCount).toBe(0);
  });

  it('lets no API role but the service role queue, submit or moderate, nor write a review directly', async () => {
    for (const actor of [anon, { role: 'authenticated', userId: '11111111-1111-4111-8111-111111111111' } as Actor]) {
      expect(await outcome(() => asActor(db, actor, (tx) => tx.query('select public.queue_review_invitations($1)', [SITE])))).toBe('42501');
      expect(await outcome(() => asActor(db, actor, (tx) => tx.query(`select public.submit_review($1, 5, 'Title', 'A body of twenty characters', 'X', 'en', $2)`, [keys.en, SITE])))).toBe('42501');
      expect(await outcome(() => asActor(db, actor, (tx) => tx.query(`select public.moderate_review(1, 'x', 'published')`)))).toBe('42501');
      expect(await outcome(() => asActor(db, actor, (tx) => tx.query(`insert into public.reviews (booking_id, author_name, lang, rating, title, body) values ($1, 'X', 'en', 5, 'Title', 'A body of twenty characters')`, [travellers[0]])))).toBe('42501');
    }
  });

  it('refuses a review from anyone who did not travel on a departure that has returned, even for the service role', async () => {
    const notTravellers = await db.query<{ id: string }>(`select id from public.bookings where billing ->> 'email' in ('cancelled@example.test', 'expired@example.test', 'future@example.test')`);
    expect(notTravellers.rowCount).toBe(3);
    for (const { id } of notTravellers.rows) {
      expect(await outcome(() => asService((tx) => tx.query(`insert into public.reviews (booking_id, author_name, lang, rating, title, body) values ($1, 'X', 'en', 5, 'Title', 'A body of twenty characters')`, [id])))).toBe('not_travelled');
    }
  });

  it('opens the invitation for its key only, and says when it has expired', async () => {
    const invitation = await asActor(db, anon, (tx) => tx.query<{ r: object }>('select public.get_review_invitation($1) as r', [keys.en]));
    expect(invitation.rows[0]!.r).toMatchObject({ trip_id: 1, trip_titles: { en: 'Annapurna Circuit' }, author_name: 'T1', review_status: null });
    expect(await outcome(() => asActor(db, anon, (tx) => tx.query('select public.get_review_invitation($1)', ['0'.repeat(64)])))).toBe('not_found');
    const [expiring] = await insertPastBookings(db, 4, 1);
    await asService((tx) => tx.query('select public.queue_review_invitations($1)', [SITE]));
    const { rows } = await db.query<{ text_body: string }>(`select text_body from public.email_outbox where to_address = 'traveller1.4@example.test' and template = 'review_invitation' order by id desc limit 1`);
    const key = keyIn(rows[0]!.text_body, /\?key=([0-9a-f]{64})/);
    await db.query(`update public.review_invitations set expires_at = now() - interval '1 second' where booking_id = $1`, [expiring]);
    expect(await outcome(() => asActor(db, anon, (tx) => tx.query('select public.get_review_invitation($1)', [key])))).toBe('key_expired');
    expect(await outcome(() => submit(key))).toBe('key_expired');
  });

  it('keeps a bad review out and changes nothing', async () => {
    const before = await counts();
    for (const bad of [{ rating: 0 }, { rating: 6 }, { title: '  ' }, { title: 'ab' }, { body: 'too short' }, { body: 'x'.repeat(4001) }, { lang: 'fr' }]) {
      expect(await outcome(() => submit(keys.en, bad))).toBe('22023');
    }
    expect(await counts()).toEqual(before);
  });

  let moderation: { id: number; key: string };
  it('takes one review per traveller, pending and not counted until the operator publishes it', async () => {
    const before = await aggregates();
    const result = await submit(keys.en, { rating: 2 });
    expect((result.rows[0] as { r: { status: string } }).r.status).toBe('pending');
    expect(await outcome(() => submit(keys.en))).toBe('already_reviewed');
    expect((await db.query('select 1 from public.reviews where booking_id = $1', [travellers[0]])).rowCount).toBe(1);
    const after = await aggregates();
    expect(after).toEqual(before);
    expect(after.summary).toEqual({ review_count: 1, rating: '5.0' });
    const anonSees = await asActor(db, anon, (tx) => tx.query('select id from public.reviews where status <> $1', ['published']));
    expect(anonSees.rowCount).toBe(0);
    const { rows } = await db.query<{ to_address: string; text_body: string }>(`select to_address, text_body from public.email_outbox where template = 'review_moderation'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to_address).toBe('bookings@adventure-travel-shop.example');
    const link = /http:\/\/shop\.test\/en\/review\/moderate\?review=(\d+)&key=([0-9a-f]{64})/.exec(rows[0]!.text_body);
    moderation = { id: Number(link?.[1]), key: link?.[2] ?? '' };
    expect(moderation.key).not.toBe('');
  });

  it('publishes or rejects with the moderation key only; the figures follow the published reviews', async () => {
    expect(await outcome(() => asService((tx) => tx.query(`select public.moderate_review($1, $2, 'published')`, [moderation.id, '0'.repeat(64)])))).toBe('not_found');
    expect(await outcome(() => asService((tx) => tx.query(`select public.moderate_review($1, $2, 'maybe')`, [moderation.id, moderation.key])))).toBe('22023');
    await asService((tx) => tx.query(`select public.moderate_review($1, $2, 'published')`, [moderation.id, moderation.key]));
    let now = await aggregates();
    expect(now.stored).toBe(now.computed);
    expect(now.summary).toEqual(now.expected);
    expect(now.summary).toEqual({ review_count: 2, rating: '3.5' });
    const stats = await asActor(db, anon, (tx) => tx.query('select rating, review_count from public.trip_review_stats where trip_id = 1 order by rating'));
    expect(stats.rows).toEqual([{ rating: 2, review_count: 1 }, { rating: 5, review_count: 1 }]);
    // The Spanish traveller's review, published, then the first rejected: only the published ones count.
    await submit(keys.es, { rating: 5, lang: 'es', title: 'Precioso', body: 'Un viaje precioso y muy bien organizado.' });
    const second = await db.query<{ text_body: string }>(`select text_body from public.email_outbox where template = 'review_moderation' order by id desc limit 1`);
    const link = /review=(\d+)&key=([0-9a-f]{64})/.exec(second.rows[0]!.text_body);
    await asService((tx) => tx.query(`select public.moderate_review($1, $2, 'published')`, [Number(link?.[1]), link?.[2]]));
    await asService((tx) => tx.query(`select public.moderate_review($1, $2, 'rejected')`, [moderation.id, moderation.key]));
    now = await aggregates();
    expect(now.stored).toBe(now.computed);
    expect(now.summary).toEqual(now.expected);
    expect(now.summary).toEqual({ review_count: 2, rating: '5.0' });
    // The search cards and the trip cards read the same figures.
    const searched = await asActor(db, anon, (tx) => tx.query(`select rating::text, review_count from public.search_trips('en') where id = 1`));
    const card = await asActor(db, anon, (tx) => tx.query(`select rating::text, review_count from public.trip_cards where id = 1 and lang = 'en'`));
    expect(searched.rows).toEqual([{ rating: '5.0', review_count: 2 }]);
    expect(card.rows).toEqual([{ rating: '5.0', review_count: 2 }]);
  });
});
