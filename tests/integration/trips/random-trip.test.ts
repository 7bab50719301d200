import type { Db } from '@/supabase/local';
import { asActor, type Actor } from '../db/support/as-role';
import { insertPastBookings } from '../db/support/fixtures';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';

const anon: Actor = { role: 'anon' };

/** Five published trips (1..5) in two countries and two activities, plus unpublished trip 6; prices after discount. */
async function insertTrips(db: Db): Promise<void> {
  await db.exec(`
    insert into public.countries (id, iso_code) values (1, 'NP'), (2, 'ES');
    insert into public.country_translations (country_id, lang, name) values (1, 'en', 'Nepal'), (2, 'en', 'Spain'), (1, 'es', 'Nepal'), (2, 'es', 'España');
    insert into public.activities (id) values (15), (19);
    insert into public.activity_translations (activity_id, lang, name) values (15, 'en', 'Hiking'), (19, 'en', 'Sailing'), (15, 'es', 'Senderismo'), (19, 'es', 'Vela');
    insert into public.trips (id, country_id, activity_id, duration_days, difficulty, group_type, price_from_cents, discount_percent, published)
      values (1, 1, 15, 10, 3, 'open', 150000, 0, true),
             (2, 1, 15, 8, 2, 'open', 100000, 20, true),
             (3, 2, 19, 7, 2, 'open', 90000, 0, true),
             (4, 2, 15, 5, 1, 'open', 60000, 0, true),
             (5, 2, 19, 6, 2, 'open', 200000, 0, true),
             (6, 1, 15, 3, 1, 'open', 10000, 0, false);
    insert into public.trip_translations (trip_id, lang, slug, title)
      select id, l, 'trip-' || id || '-' || l, 'Trip ' || id || ' ' || l from public.trips, unnest(array['en', 'es']) l;
    insert into public.departures (id, trip_id, start_date, end_date, price_cents, capacity, places_taken)
      values (901, 1, current_date - 30, current_date - 20, 1000, 8, 3), (902, 2, current_date - 30, current_date - 23, 1000, 8, 1);
  `);
  const [a, b, c] = await insertPastBookings(db, 901, 3);
  const [d] = await insertPastBookings(db, 902, 1);
  for (const [booking, author, lang, rating] of [[a, 'A', 'en', 5], [b, 'B', 'en', 5], [c, 'C', 'es', 3], [d, 'D', 'en', 4]] as const) {
    await db.query(
      `insert into public.reviews (booking_id, author_name, lang, rating, title, body, status) values ($1, $2, $3, $4, 'Title', 'A body of twenty characters', 'published')`,
      [booking, author, lang, rating],
    );
  }
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('random_trip and trip_review_stats on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertTrips(db);
  });
  afterAll(() => opened?.dispose());

  const draw = async (args: { lang?: string; activity?: number | null; country?: number | null; max?: number | null; exclude?: number[] } = {}) => {
    const { rows } = await asActor(db, anon, (tx) =>
      tx.query<{ id: number; lang: string }>('select id, lang from public.random_trip($1, $2, $3, $4, $5)', [
        args.lang ?? 'en', args.activity ?? null, args.country ?? null, args.max ?? null, args.exclude ?? [],
      ]),
    );
    return rows;
  };
  const drawMany = async (n: number, args: Parameters<typeof draw>[0]) => {
    const ids = new Set<number>();
    for (let i = 0; i < n; i++) for (const row of await draw(args)) ids.add(row.id);
    return [...ids].sort();
  };

  it('draws one published trip in the asked language, never an unpublished one', async () => {
    const rows = await draw({ lang: 'es' });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lang).toBe('es');
    expect(await drawMany(40, {})).not.toContain(6);
  });

  it('keeps to the activity, the country and the budget after discount', async () => {
    expect(await drawMany(20, { activity: 19 })).toEqual([3, 5]);
    expect(await drawMany(20, { country: 2, activity: 15 })).toEqual([4]);
    // Trip 2 costs 1,000 EUR before its 20% discount and 800 after.
    expect(await drawMany(30, { max: 80000 })).toEqual([2, 4]);
  });

  it('skips the excluded trips while others remain, and falls back to them otherwise', async () => {
    expect(await drawMany(30, { exclude: [1, 2, 3] })).toEqual([4, 5]);
    expect(await drawMany(10, { activity: 19, exclude: [3] })).toEqual([5]);
    expect(await drawMany(10, { activity: 19, exclude: [3, 5] })).not.toHaveLength(0);
  });

  it('returns nothing when no trip fits', async () => {
    expect(await draw({ max: 100 })).toEqual([]);
  });

  it('refuses a language it does not have with a clear error, not an empty answer', async () => {
    for (const lang of ['2147483648', 'fr', '']) await expect(draw({ lang })).rejects.toMatchObject({ code: '22023', message: 'lang must be en or es' });
  });

  it('counts published reviews per star for anyone', async () => {
    const { rows } = await asActor(db, anon, (tx) =>
      tx.query<{ trip_id: number; rating: number; review_count: number }>('select trip_id, rating, review_count from public.trip_review_stats order by trip_id, rating'),
    );
    expect(rows).toEqual([
      { trip_id: 1, rating: 3, review_count: 1 },
      { trip_id: 1, rating: 5, review_count: 2 },
      { trip_id: 2, rating: 4, review_count: 1 },
    ]);
  });
});
