import type { Db } from '@/supabase/local';
import { asActor, errorCode } from '../db/support/as-role';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { ids, insertSearchCatalogue, searchAsAnon } from './fixture';

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * The text search reads private.trip_search, kept by triggers on trips and trip_translations: every change to the
 * catalogue shows in the next search, whichever way it is made (one row, a bulk statement, a cascade).
 */
describe.each(databaseTargets().map((t) => [t.name, t] as const))('the search table on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  const searchRows = async () =>
    (await db.query<{ id: number; lang: string }>('select id, lang from private.trip_search order by id, lang')).rows
      .map((r) => `${r.id}:${r.lang}`);

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertSearchCatalogue(db);
  });
  afterAll(() => opened?.dispose());

  it('holds one row per published trip and language, and anon cannot read it', async () => {
    expect(await searchRows()).toEqual([1, 2, 3, 4, 5, 6].flatMap((id) => [`${id}:en`, `${id}:es`]));
    const error = await asActor(db, { role: 'anon' }, (tx) => tx.query('select * from private.trip_search'))
      .then(() => null, (e: unknown) => e);
    expect(errorCode(error)).toBe('42501');
  });

  it('follows publishing: an unpublished trip leaves the text search, and comes back when published', async () => {
    await db.query('update public.trips set published = true where id = 7');
    expect(sorted(await ids(db, { p_lang: 'en', p_query: 'annapurna' }))).toEqual([2, 7]);
    await db.query('update public.trips set published = false where id = 7');
    expect(await ids(db, { p_lang: 'en', p_query: 'annapurna' })).toEqual([2]);
    expect(await searchRows()).not.toContain('7:en');
  });

  it('finds a new title at once, with a typo in its new word too', async () => {
    await db.query(`update public.trip_translations set title = 'Matterhorn Hörnli Ridge' where trip_id = 6 and lang = 'en'`);
    expect(await ids(db, { p_lang: 'en', p_query: 'matterhorn' })).toEqual([6]);
    expect(await ids(db, { p_lang: 'en', p_query: 'materhorn' })).toEqual([6]);
    expect(await ids(db, { p_lang: 'en', p_query: 'hornli' })).toEqual([6]);
    // The old title's own words are gone from the trip (its summary still says Cordillera Blanca).
    expect(await ids(db, { p_lang: 'en', p_query: 'huascaran' })).toEqual([]);
    expect(await ids(db, { p_lang: 'es', p_query: 'huascaran' })).toEqual([6]);
  });

  it('reads two words typed as one ("montblanc") as the pair of title words', async () => {
    await db.query(`update public.trip_translations set title = 'Tour du Mont Blanc' where trip_id = 4 and lang = 'en'`);
    expect(await ids(db, { p_lang: 'en', p_query: 'montblanc' })).toEqual([4]);
  });

  it('filters and sorts text results by the current price and rating', async () => {
    // Trip 1 (450 €) and trip 6 (990 €) both match "peru" in Spanish.
    expect(await ids(db, { p_lang: 'es', p_query: 'peru', p_price: '500-1000' })).toEqual([6]);
    await db.query('update public.trips set discount_percent = 50 where id = 6');
    expect(sorted(await ids(db, { p_lang: 'es', p_query: 'peru', p_price: '0-500' }))).toEqual([1, 6]);
    expect(await ids(db, { p_lang: 'es', p_query: 'peru', p_sort: 'price_asc' })).toEqual([1, 6]);
    await db.query('update public.trips set rating = 3.0 where id = 6');
    expect(await ids(db, { p_lang: 'es', p_query: 'peru', p_sort: 'rating' })).toEqual([1, 6]);
    await db.query('update public.trips set rating = 5.0, discount_percent = 0 where id = 6');
    expect(await ids(db, { p_lang: 'es', p_query: 'peru', p_sort: 'rating' })).toEqual([6, 1]);
  });

  it('drops a deleted translation in its language only, and a deleted trip in both', async () => {
    await db.query(`delete from public.trip_translations where trip_id = 5 and lang = 'es'`);
    expect(await ids(db, { p_lang: 'es', p_query: 'cantabrico' })).toEqual([]);
    expect(await ids(db, { p_lang: 'en', p_query: 'cantabrian' })).toEqual([5]);
    await db.query('delete from public.trips where id = 5');
    expect(await ids(db, { p_lang: 'en', p_query: 'cantabrian' })).toEqual([]);
    expect(await searchRows()).not.toContain('5:en');
  });

  it('takes in trips inserted in bulk, with their translations in the same statement', async () => {
    await db.query(`
      with t as (
        insert into public.trips (id, country_id, activity_id, duration_days, difficulty, group_type, price_from_cents)
        values (20, 3, 19, 5, 2, 'open', 80000), (21, 3, 19, 6, 2, 'open', 90000) returning id
      )
      insert into public.trip_translations (trip_id, lang, slug, title, summary)
      select t.id, l.lang, 'menorca-' || t.id || '-' || l.lang, l.title || ' ' || t.id, null
        from t cross join (values ('en', 'Menorca sailing week'), ('es', 'Semana de vela en Menorca')) l(lang, title)`);
    expect(sorted(await ids(db, { p_lang: 'en', p_query: 'menorca' }))).toEqual([20, 21]);
    expect(sorted(await ids(db, { p_lang: 'es', p_query: 'menorka' }))).toEqual([20, 21]);
  });

  it('reads months with a gap between them as those months only, and months in a row as their span', async () => {
    // Trip 1 departs in month M (the fixture); trip 6 gets a departure in M + 1 only.
    await db.query(`
      insert into public.departures (trip_id, start_date, end_date, category, group_type, price_cents, capacity)
      select 6, (date_trunc('month', current_date + 40) + interval '1 month 3 days')::date,
             (date_trunc('month', current_date + 40) + interval '1 month 6 days')::date, 'standard', 'open',
             (select price_from_cents from public.trips where id = 6), 8`);
    const { rows } = await db.query<{ m: string[] }>(`
      select array(select to_char(date_trunc('month', current_date + 40) + make_interval(months => k), 'YYYY-MM')
                     from generate_series(0, 2) k) as m`);
    const [m0, m1, m2] = rows[0]?.m ?? [];
    expect(await ids(db, { p_lang: 'en', p_query: 'peru', p_months: `{${m0},${m2}}` })).toEqual([1]);
    expect(sorted(await ids(db, { p_lang: 'en', p_query: 'peru', p_months: `{${m0},${m1},${m2}}` }))).toEqual([1, 6]);
    expect(await ids(db, { p_lang: 'en', p_months: `{${m1}}` })).toEqual([6]);
  });

  it('ranks a trip with the words in its title above one that only mentions them further down', async () => {
    await db.query(`update public.trip_translations set intro = 'Some walkers come here after the Annapurna Circuit.'
                     where trip_id = 1 and lang = 'en'`);
    const rows = await searchAsAnon(db, { p_lang: 'en', p_query: 'annapurna circuit' });
    expect(rows.map((r) => r.id)).toEqual([2, 1]);
    expect(rows[0]?.relevance).toBeGreaterThan(rows[1]?.relevance ?? 0);
  });

  // Only PostgreSQL runs two transactions at once (PGlite serializes them).
  if (target.name === 'postgres') {
    it('lets two transactions that sync one trip at once both commit, the later values kept', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => { release = resolve; });
      let synced = () => {};
      const firstSynced = new Promise<void>((resolve) => { synced = resolve; });
      // A review changing the trip's rating holds its new search rows until released...
      const first = db.transaction(async (tx) => {
        await tx.query('update public.trips set rating = 4.8 where id = 1');
        synced();
        await held;
      });
      await firstSynced;
      // ...while an editor renames the trip: this sync waits on those rows, then writes the same keys.
      const second = db.transaction((tx) => tx.query(
        `update public.trip_translations set title = 'Inca Trail to Machu Picchu, the classic' where trip_id = 1 and lang = 'en'`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([first, second]);
      expect(await ids(db, { p_lang: 'en', p_query: 'classic' })).toEqual([1]);
      const { rows } = await db.query<{ lang: string; rating: string }>(
        'select lang, rating::text from private.trip_search where id = 1 order by lang');
      expect(rows).toEqual([{ lang: 'en', rating: '4.8' }, { lang: 'es', rating: '4.8' }]);
    });
  }
});
