import type { Db } from '@/supabase/local';
import { errorCode } from '../db/support/as-role';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { ids, insertSearchCatalogue, searchAsAnon } from './fixture';

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe.each(databaseTargets().map((t) => [t.name, t] as const))('search_trips on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  let month: string;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertSearchCatalogue(db);
    const { rows } = await db.query<{ m: string }>(`select to_char(current_date + 40, 'YYYY-MM') as m`);
    month = rows[0]?.m ?? '';
  });
  afterAll(() => opened?.dispose());

  describe('without text', () => {
    it('lists published trips, featured first, then best rated, with the total', async () => {
      const rows = await searchAsAnon(db, { p_lang: 'en' });
      expect(rows.map((r) => r.id)).toEqual([1, 6, 2, 3, 4, 5]);
      expect(rows.every((r) => Number(r.total_count) === 6)).toBe(true);
    });

    it('returns texts and names in the requested language', async () => {
      const [es] = await searchAsAnon(db, { p_lang: 'es', p_query: 'huascaran' });
      expect(es).toMatchObject({ id: 6, slug: 'huascaran', country_name: 'Perú', activity_name: 'Alpinismo' });
      expect(es?.title).toBe('Ascensión al Huascarán, la cumbre más alta de Perú');
    });

    it('computes the price after discount exactly as the pages do', async () => {
      for (const row of await searchAsAnon(db, { p_lang: 'en' })) {
        // The price after discount, whole euro: an independent oracle of trip_effective_price_cents.
        expect(row.price_cents).toBe(Math.round((row.price_from_cents * (100 - row.discount_percent)) / 10_000) * 100);
      }
    });
  });

  describe('filters', () => {
    it.each([
      ['activity', { p_activity_id: 15 }, [1, 2]],
      ['destination', { p_country_id: 1 }, [1, 6]],
      ['an unknown activity', { p_activity_id: 999 }, []],
      ['price 0-500 (effective, after discount)', { p_price: '0-500' }, [1]],
      ['price 500-1000 (500 € belongs here)', { p_price: '500-1000' }, [4, 6]],
      ['price 1000-2000 (2,100 € minus 5 %)', { p_price: '1000-2000' }, [2, 3]],
      ['price 2000+', { p_price: '2000+' }, [5]],
      ['price all', { p_price: 'all' }, [1, 2, 3, 4, 5, 6]],
      ['duration 1-3', { p_duration: '1-3' }, [4]],
      ['duration 4-7', { p_duration: '4-7' }, [1, 6]],
      ['duration 8-14', { p_duration: '8-14' }, [2, 3]],
      ['duration 15+', { p_duration: '15+' }, [5]],
      ['level', { p_level: 4 }, [2, 3]],
      ['open groups (and trips offered both ways)', { p_group_type: 'open' }, [1, 2, 4]],
      ['private groups (and trips offered both ways)', { p_group_type: 'private' }, [2, 3, 6]],
      ['on request', { p_group_type: 'ask' }, [5]],
      ['several at once', { p_activity_id: 15, p_price: '1000-2000', p_level: 4 }, [2]],
    ])('%s', async (_label, args, expected) => {
      expect(sorted(await ids(db, { p_lang: 'en', ...args }))).toEqual(expected);
    });

    it('month: only a future scheduled departure with places left in that month counts', async () => {
      expect(await ids(db, { p_lang: 'en', p_month: month })).toEqual([1]);
      // Its next departure shown is the one in that month.
      const { rows } = await db.query<{ m: string }>(
        `select to_char(next_departure, 'YYYY-MM') as m from public.search_trips(p_lang => 'en', p_month => $1)`, [month]);
      expect(rows[0]?.m).toBe(month);
    });

    it('never shows unpublished trips, even when the text matches', async () => {
      expect(await ids(db, { p_lang: 'en', p_query: 'hidden' })).toEqual([]);
      expect(await ids(db, { p_lang: 'en', p_activity_id: 15, p_country_id: 2 })).toEqual([2]);
    });
  });

  describe('sorts', () => {
    it.each([
      ['price_asc', [1, 4, 6, 2, 3, 5]],
      ['price_desc', [5, 3, 2, 6, 4, 1]],
      ['duration', [4, 1, 6, 3, 2, 5]],
      ['rating', [6, 2, 1, 3, 4, 5]],
    ])('%s', async (sort, expected) => {
      expect(await ids(db, { p_lang: 'en', p_sort: sort })).toEqual(expected);
    });

    it('relevance with text puts the best match first', async () => {
      const rows = await searchAsAnon(db, { p_lang: 'en', p_query: 'peru climbing' });
      expect(rows.map((r) => r.id)).toEqual([6]);
      const trek = await searchAsAnon(db, { p_lang: 'en', p_query: 'annapurna trek' });
      expect(trek[0]?.id).toBe(2);
      expect(trek[0]?.relevance).toBeGreaterThan(trek[1]?.relevance ?? 0);
    });

    it('a sort applies to text results too', async () => {
      expect(await ids(db, { p_lang: 'en', p_query: 'peru', p_sort: 'price_desc' })).toEqual([6, 1]);
    });
  });

  describe('text', () => {
    it.each([
      ['en', 'annapurna', [2]],
      ['es', 'Annapurna', [2]],
      ['en', 'rio', [5]],
      ['es', 'Río', [5]],
      ['es', 'rio sella', [5]],
      ['en', 'Perú', [1, 6]],
      ['es', 'peru', [1, 6]],
      ['es', 'PERÚ', [1, 6]],
      ['es', 'esquí', [4]],
      ['es', 'esqui pirineo', [4]],
    ])('ignores accents and case (%s "%s")', async (lang, query, expected) => {
      expect(sorted(await ids(db, { p_lang: lang, p_query: query }))).toEqual(expected);
    });

    it.each([
      ['en', 'anapurna', [2]],
      ['en', 'kilimanjro', [3]],
      ['es', 'kilimanjro', [3]],
      ['es', 'huascaran peru', [6]],
      ['en', 'tanzanya', [3]],
    ])('tolerates typos (%s "%s")', async (lang, query, expected) => {
      expect(sorted(await ids(db, { p_lang: lang, p_query: query }))).toEqual(expected);
    });

    it('stems English and Spanish words in their own language', async () => {
      expect(sorted(await ids(db, { p_lang: 'en', p_query: 'treks' }))).toEqual([1, 2]);
      expect(sorted(await ids(db, { p_lang: 'en', p_query: 'climbs' }))).toEqual([3, 6]);
      expect(sorted(await ids(db, { p_lang: 'es', p_query: 'ascensiones' }))).toEqual([6]);
      expect(sorted(await ids(db, { p_lang: 'es', p_query: 'guías' }))).toEqual([4]);
    });

    it('searches the page language only', async () => {
      expect(await ids(db, { p_lang: 'es', p_query: 'fin de semana' })).toEqual([4]);
      expect(await ids(db, { p_lang: 'en', p_query: 'fin de semana' })).toEqual([]);
      expect(await ids(db, { p_lang: 'en', p_query: 'weekend' })).toEqual([4]);
      expect(await ids(db, { p_lang: 'es', p_query: 'weekend' })).toEqual([]);
    });

    it('needs every word to match something (title, text, country or activity)', async () => {
      expect(await ids(db, { p_lang: 'es', p_query: 'trekking peru' })).toEqual([1]);
      expect(await ids(db, { p_lang: 'en', p_query: 'hiking nepal' })).toEqual([2]);
      expect(await ids(db, { p_lang: 'en', p_query: 'zzzqx' })).toEqual([]);
      expect(await ids(db, { p_lang: 'en', p_query: 'annapurna zzzqx' })).toEqual([]);
    });

    it('honours web-search syntax: -word excludes', async () => {
      expect(await ids(db, { p_lang: 'en', p_query: 'peru -inca' })).toEqual([6]);
    });

    it('treats a text of stop words or symbols as no text', async () => {
      expect(sorted(await ids(db, { p_lang: 'en', p_query: 'the' }))).toEqual([1, 2, 3, 4, 5, 6]);
      expect(sorted(await ids(db, { p_lang: 'en', p_query: '  !!  ' }))).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('combines text and filters', async () => {
      expect(await ids(db, { p_lang: 'en', p_query: 'peru', p_activity_id: 16 })).toEqual([6]);
      expect(await ids(db, { p_lang: 'es', p_query: 'peru', p_price: '0-500' })).toEqual([1]);
    });
  });

  describe('paging', () => {
    it('returns the page asked for and the total of the whole result', async () => {
      const all = await ids(db, { p_lang: 'en', p_sort: 'price_asc' });
      const pages = await Promise.all([1, 2, 3, 4].map((p) => searchAsAnon(db, { p_lang: 'en', p_sort: 'price_asc', p_page: p, p_page_size: 2 })));
      expect(pages.map((rows) => rows.map((r) => r.id))).toEqual([all.slice(0, 2), all.slice(2, 4), all.slice(4, 6), []]);
      expect(pages.slice(0, 3).flat().every((r) => Number(r.total_count) === 6)).toBe(true);
    });

    it('defaults to 12 a page', async () => {
      expect(await ids(db, { p_lang: 'en', p_page: 2 })).toEqual([]);
    });
  });

  describe('bad inputs', () => {
    it.each([
      [{ p_lang: 'fr' }, 'p_lang must be en or es'],
      [{ p_lang: 'en', p_query: 'x'.repeat(201) }, 'p_query must be at most 200 characters'],
      [{ p_lang: 'en', p_activity_id: 0 }, 'p_activity_id must be a positive id'],
      [{ p_lang: 'en', p_price: '5-10' }, 'p_price must be one of all, 0-500, 500-1000, 1000-2000, 2000+'],
      [{ p_lang: 'en', p_duration: '30' }, 'p_duration must be one of all, 1-3, 4-7, 8-14, 15+'],
      [{ p_lang: 'en', p_month: '2027-13' }, 'p_month must be a month as YYYY-MM'],
      [{ p_lang: 'en', p_level: 6 }, 'p_level must be between 1 and 5'],
      [{ p_lang: 'en', p_group_type: 'solo' }, 'p_group_type must be one of all, open, private, both, ask'],
      [{ p_lang: 'en', p_sort: 'cheap' }, 'p_sort must be one of relevance, price_asc, price_desc, duration, rating'],
      [{ p_lang: 'en', p_page: 0 }, 'p_page must be between 1 and 10000'],
      [{ p_lang: 'en', p_page_size: 100 }, 'p_page_size must be between 1 and 48'],
    ])('refuses %j with a clear message', async (args, message) => {
      const error = await searchAsAnon(db, args).then(() => null, (e: unknown) => e);
      expect(errorCode(error)).toBe('22023');
      expect((error as Error).message).toBe(message);
    });

    it('treats SQL in the text as text', async () => {
      expect(await ids(db, { p_lang: 'en', p_query: "'; drop table public.trips; --" })).toEqual([]);
      expect(sorted(await ids(db, { p_lang: 'en' }))).toHaveLength(6);
    });
  });
});
