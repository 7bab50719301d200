import type { Db } from '@/supabase/local';
import { asActor } from '../db/support/as-role';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { insertSearchCatalogue, searchAsAnon, type SearchArgs, type SearchRow } from './fixture';

const LIMIT = 1000;
const EXTRA = 1100;

/** The count and its flag (node-postgres reads a bigint as a string). */
const counted = (row: SearchRow | undefined) => row && [Number(row.total_count), row.total_capped];

/**
 * A search ranks, counts and pages at most its first 1,000 matches (search_trips' limit): past it the count says
 * "more than 1,000" (total_capped) and the pages end at the 1,000th result. Below it nothing changes.
 */
describe.each(databaseTargets().map((t) => [t.name, t] as const))('a search past 1,000 matches on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  /** Every page of a search at 48 a page, in order, until an empty one; with each page's count and flag. */
  async function allPages(args: SearchArgs) {
    const pages = [];
    for (let page = 1; page <= 30; page++) {
      const rows = await searchAsAnon(db, { ...args, p_page: page, p_page_size: 48 });
      pages.push(rows);
      if (rows.length === 0) break;
    }
    return pages;
  }

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertSearchCatalogue(db);
    // 1,100 published Dolomites trips (ids 100..1199) with spread prices and ratings, in one statement.
    await db.query(`
      with t as (
        insert into public.trips (id, country_id, activity_id, duration_days, difficulty, group_type, price_from_cents,
                                  rating, review_count)
        select 99 + n, 3, 16, 1 + n % 14, 1 + n % 5, 'open', 40000 + (n * 7919) % 300000, 3 + (n % 21) / 10.0, n % 40
          from generate_series(1, $1::int) n
        returning id
      )
      insert into public.trip_translations (trip_id, lang, slug, title, summary, intro)
      select t.id, l.lang, 'dolomites-' || t.id, l.title || ' ' || t.id, null, case when t.id % 3 = 0 then l.intro end
        from t cross join (values ('en', 'Dolomites via ferrata', 'Ladders and cables in the Dolomites.'),
                                  ('es', 'Vía ferrata en los Dolomitas', 'Escaleras y cables en los Dolomitas.')) l(lang, title, intro)`,
      [EXTRA]);
  });
  afterAll(() => opened?.dispose());

  it('ranks and pages 1,000 distinct trips by relevance, says more match, and ends there', async () => {
    const pages = await allPages({ p_lang: 'en', p_query: 'dolomites' });
    const rows = pages.flat();
    expect(pages.map((p) => p.length)).toEqual([...Array(20).fill(48), 40, 0]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(LIMIT);
    expect(rows.every((r) => Number(r.total_count) === LIMIT && r.total_capped === true)).toBe(true);
    // One ranking across the pages: relevance never rises from one result to the next.
    const relevances = rows.map((r) => r.relevance);
    expect(relevances.every((value, i) => i === 0 || value <= (relevances[i - 1] ?? Infinity))).toBe(true);
    expect(new Set(relevances).size).toBeGreaterThan(1);
  });

  it('sorts by price over every match, and counts up to the limit', async () => {
    const rows = await searchAsAnon(db, { p_lang: 'es', p_query: 'dolomitas', p_sort: 'price_asc' });
    const { rows: cheapest } = await db.query<{ id: number }>(
      `select id from public.trips where id >= 100 order by price_from_cents, id limit 12`);
    expect(rows.map((r) => r.id)).toEqual(cheapest.map((r) => r.id));
    expect(counted(rows[0])).toEqual([LIMIT, true]);
    expect(await searchAsAnon(db, { p_lang: 'es', p_query: 'dolomitas', p_sort: 'price_asc', p_page: 84 }))
      .toHaveLength(4);
    expect(await searchAsAnon(db, { p_lang: 'es', p_query: 'dolomitas', p_sort: 'price_asc', p_page: 85 })).toEqual([]);
  });

  it('counts a browse of the whole catalogue up to the limit, and a small search exactly', async () => {
    expect(counted((await searchAsAnon(db, { p_lang: 'en' }))[0])).toEqual([LIMIT, true]);
    expect(counted((await searchAsAnon(db, { p_lang: 'en', p_country_id: 1 }))[0])).toEqual([2, false]);
    expect((await searchAsAnon(db, { p_lang: 'en', p_query: 'peru' })).map(counted)).toEqual([[2, false], [2, false]]);
  });

  it('passes the flag on through find_trips, which the shop and the assistant call', async () => {
    const found = await asActor(db, { role: 'anon' }, async (tx) =>
      (await tx.query<{ f: { trips: { total_count: number; total_capped: boolean }[] } }>(
        `select public.find_trips(p_lang => 'en', p_query => 'via ferrata in the dolomites') as f`)).rows[0]?.f);
    expect(found?.trips[0]).toMatchObject({ total_count: LIMIT, total_capped: true });
  });
});
