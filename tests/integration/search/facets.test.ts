import type { Db } from '@/supabase/local';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { ids, insertSearchCatalogue, searchAsAnon } from './fixture';

/**
 * Every filter is also a facet of the trip's search vector ('country 2', 'price 1000-2000', 'month 2027-01'...), so
 * that a text search reads only the rows its filters keep. A facet must follow the catalogue exactly: a month's facet
 * follows the departures (filled, freed, cancelled, added) and live holds; and the relevance stays ts_rank on the
 * trip's text alone.
 */
describe.each(databaseTargets().map((t) => [t.name, t] as const))('search facets on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  // M: the month of today + 40 days (trip 1 departs then with 6 of 10 places left, trip 2's departure is full).
  let month: string;
  let departure: number;

  const monthFacets = async (trip: number) => (await db.query<{ f: string[] }>(
    `select array(select f from unnest(tsvector_to_array(search_vector)) f where f like 'month %' order by f) as f
       from private.trip_search where id = $1 and lang = 'en'`, [trip])).rows[0]?.f;
  const inMonth = async () => ({
    text: await ids(db, { p_lang: 'en', p_query: 'trek', p_month: month }),
    noText: (await searchAsAnon(db, { p_lang: 'en', p_month: month })).map((r) => [r.id, Number(r.total_count)]),
  });

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertSearchCatalogue(db);
    const { rows } = await db.query<{ m: string; d: number }>(
      `select to_char(current_date + 40, 'YYYY-MM') as m, (select id from public.departures where trip_id = 1) as d`);
    month = rows[0]?.m ?? '';
    departure = rows[0]?.d ?? 0;
  });
  afterAll(() => opened?.dispose());

  it('gives each trip the facets of its filters, which no typed word can match', async () => {
    const { rows } = await db.query<{ f: string[] }>(
      `select array(select f from unnest(tsvector_to_array(search_vector)) f where f like '% %' order by f) as f
         from private.trip_search where id = 2 and lang = 'es'`);
    // Trip 2: Nepal, hiking, level 4, 12 days, 1,350 € after its discount; its only departure (in M) is full.
    expect(rows[0]?.f).toEqual(['activity 15', 'country 2', 'days 8-14', 'level 4', 'price 1000-2000']);
    expect(await monthFacets(1)).toEqual([`month ${month}`]);
    for (const query of ['country 2', 'activity', 'price 1000-2000', `month ${month}`]) {
      expect(await ids(db, { p_lang: 'en', p_query: query })).toEqual([]);
    }
  });

  it('keeps the month facet in step with the departure: filled, freed, cancelled, rescheduled', async () => {
    expect(await inMonth()).toEqual({ text: [1], noText: [[1, 1]] });
    await db.query('update public.departures set places_taken = capacity where id = $1', [departure]);
    expect(await monthFacets(1)).toEqual([]);
    expect(await inMonth()).toEqual({ text: [], noText: [] });
    await db.query('update public.departures set places_taken = 4 where id = $1', [departure]);
    expect(await inMonth()).toEqual({ text: [1], noText: [[1, 1]] });
    await db.query(`update public.departures set status = 'cancelled' where id = $1`, [departure]);
    expect(await monthFacets(1)).toEqual([]);
    expect(await inMonth()).toEqual({ text: [], noText: [] });
    // A cancelled departure stays cancelled (its travellers were refunded): the operator adds a new one in its place.
    const { rows } = await db.query<{ id: number }>(`
      insert into public.departures (trip_id, start_date, end_date, category, group_type, price_cents, capacity, places_taken)
      select trip_id, start_date, end_date, category, group_type, price_cents, capacity, 4 from public.departures where id = $1
      returning id`, [departure]);
    departure = rows[0]?.id ?? 0;
    expect(await inMonth()).toEqual({ text: [1], noText: [[1, 1]] });
    // Moved a month later, the trip leaves M and shows in the next month.
    await db.query(`update public.departures set start_date = start_date + 31, end_date = end_date + 31 where id = $1`,
      [departure]);
    const next = (await db.query<{ m: string }>(
      `select to_char(start_date, 'YYYY-MM') as m from public.departures where id = $1`, [departure])).rows[0]?.m;
    expect(await monthFacets(1)).toEqual([`month ${next}`]);
    expect(await inMonth()).toEqual({ text: [], noText: [] });
    expect(await ids(db, { p_lang: 'en', p_query: 'trek', p_months: `{${next}}` })).toEqual([1]);
    await db.query(`update public.departures set start_date = start_date - 31, end_date = end_date - 31 where id = $1`,
      [departure]);
    expect(await inMonth()).toEqual({ text: [1], noText: [[1, 1]] });
  });

  it('takes in a departure added to a trip, and forgets a deleted one', async () => {
    const { rows } = await db.query<{ id: number }>(`
      insert into public.departures (trip_id, start_date, end_date, category, group_type, price_cents, capacity)
      select 2, start_date + 2, end_date + 2, 'standard', 'open', price_cents, 10 from public.departures where id = $1
      returning id`, [departure]);
    expect(await monthFacets(2)).toEqual([`month ${month}`]);
    expect((await inMonth()).text.sort()).toEqual([1, 2]);
    await db.query('delete from public.departures where id = $1', [rows[0]?.id]);
    expect(await monthFacets(2)).toEqual([]);
    expect(await inMonth()).toEqual({ text: [1], noText: [[1, 1]] });
  });

  it('leaves out a trip whose last places of the month a live hold takes, until the hold expires', async () => {
    const { rows } = await db.query<{ id: string }>(`
      insert into public.bookings
        (departure_id, places, status, hold_expires_at, payment_option, total_cents, deposit_cents)
      values ($1, 6, 'held', now() + interval '10 minutes', 'full', 270000, 0) returning id`, [departure]);
    // The facet cannot see holds (they end without any write): the search checks the held trips on their departures.
    expect(await monthFacets(1)).toEqual([`month ${month}`]);
    expect(await inMonth()).toEqual({ text: [], noText: [] });
    await db.query(`update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [rows[0]?.id]);
    expect(await inMonth()).toEqual({ text: [1], noText: [[1, 1]] });
    // A hold that leaves a place free hides nothing.
    await db.query(`update public.bookings set places = 5, hold_expires_at = now() + interval '10 minutes' where id = $1`,
      [rows[0]?.id]);
    expect(await inMonth()).toEqual({ text: [1], noText: [[1, 1]] });
    await db.query('delete from public.bookings where id = $1', [rows[0]?.id]);
  });

  it('ranks on the text alone: the facets change no relevance', async () => {
    // ts_rank with normalization 1 of the trip's text vector built here from its translation, against the rank the
    // search computes from the vector with facets.
    const { rows } = await db.query<{ id: number; lang: string; q: string; expected: number; actual: number }>(`
      select s.id, s.lang, q.q,
             ts_rank(setweight(to_tsvector(c.cfg, extensions.immutable_unaccent(tt.title)), 'A')
                       || setweight(to_tsvector(c.cfg, extensions.immutable_unaccent(coalesce(tt.summary, ''))), 'B')
                       || to_tsvector(c.cfg, extensions.immutable_unaccent(coalesce(tt.intro, ''))),
                     to_tsquery(c.cfg, q.q), 1) as expected,
             (ts_rank(s.search_vector, to_tsquery(c.cfg, q.q), 0) / s.rank_norm)::real as actual
        from private.trip_search s
        join public.trip_translations tt on tt.trip_id = s.id and tt.lang = s.lang
        cross join lateral (select case s.lang when 'es' then 'spanish' else 'english' end::regconfig as cfg) c
        cross join (values ('trek'), ('annapurna | circuit'), ('peru | machu'), ('kilimanjaro & route')) q(q)`);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((r) => r.expected > 0).length).toBeGreaterThan(5);
    for (const row of rows) expect([row.id, row.lang, row.q, row.actual]).toEqual([row.id, row.lang, row.q, row.expected]);
  });

  // Only PostgreSQL runs two transactions at once (PGlite serializes them).
  if (target.name === 'postgres') {
    it('closes the month when two bookings take the last places of its two departures at once', async () => {
      const { rows } = await db.query<{ id: number }>(`
        insert into public.departures (trip_id, start_date, end_date, category, group_type, price_cents, capacity)
        select 6, start_date + k, end_date + k, 'standard', 'open', 99000, 1
          from public.departures, generate_series(1, 2) k where id = $1
        returning id`, [departure]);
      const [first, second] = rows.map((r) => r.id);
      expect((await ids(db, { p_lang: 'en', p_query: 'peru', p_month: month })).sort()).toEqual([1, 6]);
      let release = () => {};
      const held = new Promise<void>((resolve) => { release = resolve; });
      let filled = () => {};
      const firstFilled = new Promise<void>((resolve) => { filled = resolve; });
      // One booking fills the first departure and has not committed when the other fills the second: the second
      // must see the first once it commits, or the month would stay open with no place left.
      const one = db.transaction(async (tx) => {
        await tx.query('update public.departures set places_taken = 1 where id = $1', [first]);
        filled();
        await held;
      });
      await firstFilled;
      const two = db.transaction((tx) => tx.query('update public.departures set places_taken = 1 where id = $1', [second]));
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([one, two]);
      expect(await monthFacets(6)).toEqual([]);
      expect(await ids(db, { p_lang: 'en', p_query: 'peru', p_month: month })).toEqual([1]);
    });
  }
});
