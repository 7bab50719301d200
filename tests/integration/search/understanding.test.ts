import { migrate, type Db } from '@/supabase/local/db';
import { asActor } from '../db/support/as-role';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { expectedFirst, matchingTrips, QUERY_TABLE, TRIP_FACTS_SQL, type TripFacts } from './query-table';

interface Found {
  reading: { text: string | null; chips: { kind: string; source: string }[] };
  dropped: { kind: string; from: string | null } | null;
  trips: (TripFacts & { total_count: number })[];
}

async function find(db: Db, lang: string, query: string, pageSize = 48): Promise<Found> {
  return asActor(db, { role: 'anon' }, async (tx) => {
    const { rows } = await tx.query<{ r: Found }>(
      'select public.find_trips(p_lang => $1, p_query => $2, p_page_size => $3) as r', [lang, query, pageSize]);
    return rows[0]!.r;
  });
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('find_trips reads queries on %s (demo catalogue)', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  let trips: TripFacts[];
  let today: string;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await migrate(db, { seed: true });
    trips = (await db.query<TripFacts>(TRIP_FACTS_SQL)).rows;
    today = (await db.query<{ d: string }>(`select to_char(current_date, 'YYYY-MM-DD') as d`)).rows[0]!.d;
  });
  afterAll(() => opened?.dispose());

  it.each(QUERY_TABLE.map((c) => [c.lang, c.query, c] as const))('%s: "%s"', async (lang, query, kase) => {
    const found = await find(db, lang, query);
    const ids = found.trips.map((t) => t.id);
    expect(ids.length).toBeGreaterThan(0);
    if (kase.dropped) {
      expect(found.dropped?.kind).toBe(kase.dropped);
    } else {
      expect(found.dropped).toBeNull();
    }
    if (kase.every) {
      const expected = matchingTrips(kase, trips, today);
      // Every result follows the rule; and, when nothing was dropped, every trip that follows it is found.
      expect(ids.filter((id) => !expected.has(id))).toEqual([]);
      if (!kase.dropped) expect(new Set(ids)).toEqual(expected);
    }
    const first = expectedFirst(kase, trips, today);
    if (kase.first) expect(first.length).toBeGreaterThan(0);
    expect(ids.slice(0, first.length).sort((a, b) => a - b)).toEqual(first);
  });

  it('shows what it understood as chips, and leaves only the other words for full text', async () => {
    const nepal = await find(db, 'en', 'Trekking in Nepal');
    expect(nepal.reading).toEqual({
      text: null,
      chips: [
        expect.objectContaining({ kind: 'activity', source: 'trekking', label: 'Hiking' }),
        expect.objectContaining({ kind: 'place', source: 'nepal', label: 'Nepal' }),
      ],
    });
    const budget = await find(db, 'es', 'senderismo por menos de 1.000 €');
    expect(budget.reading.chips).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'price', source: 'por menos de 1000 eur', max: 100000 }),
      expect.objectContaining({ kind: 'activity', label: 'Senderismo' }),
    ]));
    const typo = await find(db, 'en', 'kilimanjro in january');
    expect(typo.reading.text).toBe('kilimanjro');
    expect(typo.reading.chips.map((c) => c.kind)).toEqual(['month']);
  });

  it('reads odd amounts without failing: a budget of millions is capped', async () => {
    const huge = await find(db, 'en', 'under 999999k eur');
    expect(huge.reading.chips).toEqual([expect.objectContaining({ kind: 'price', max: 1_000_000_000 })]);
    expect(huge.dropped).toBeNull();
  });

  it('keeps page 2 of a search that has no page 2 empty (no nearest trips there)', async () => {
    const { rows } = await db.query<{ r: Found }>(`select public.find_trips(p_lang => 'en', p_query => 'Greek islands', p_page => 2) as r`);
    expect(rows[0]!.r).toMatchObject({ dropped: null, trips: [] });
  });
});
