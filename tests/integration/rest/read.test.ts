import type { Db } from '@/supabase/local';
import type { OpenedDatabase } from '../helpers/databases';
import { call, openFixture, targets } from './fixture';

type Item = { id: number; name: string };
const ids = (rows: Item[]) => rows.map((r) => r.id);

describe.each(targets())('REST reads on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  const get = (query: string, headers: Record<string, string> = {}) =>
    call(db, 'GET', '/rest_fixture_items', { query, headers });
  const idsOf = async (query: string) => {
    const res = await get(`select=id&order=id&${query}`);
    expect(res.status).toBe(200);
    return ids(res.json<Item[]>());
  };

  beforeAll(async () => {
    opened = await openFixture(target);
    db = opened.db;
  }, 120_000);
  afterAll(() => opened?.dispose());

  test('select columns, aliases, casts and JSON paths with PostgreSQL JSON types', async () => {
    const res = await get('select=id,title:name,price,price_text:price::text,level:data->>level,days:data->days,data->guide->>lang,tags&id=eq.1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-range']).toBe('0-0/*');
    expect(res.json()).toEqual([
      { id: 1, title: 'Alpine Trek', price: 1200.0, price_text: '1200.00', level: 'hard', days: 7, lang: 'en', tags: ['alps', 'summer'] },
    ]);
    expect(res.text).toContain('"price":1200.00');
  });

  test('select=* and the default select return every column', async () => {
    const all = (await get('id=eq.5')).json<Record<string, unknown>[]>();
    expect(Object.keys(all[0] ?? {})).toEqual(['id', 'name', 'category', 'price', 'qty', 'tags', 'data', 'active', 'period', 'description', 'search']);
    expect((await get('select=*&id=eq.5')).json()).toEqual(all);
  });

  test.each([
    ['id=eq.3', [3]],
    ['id=neq.3&id=lt.5', [1, 2, 4]],
    ['price=gt.1200', [4, 7]],
    ['price=gte.1200', [1, 4, 7]],
    ['price=lt.49.99', [8]],
    ['price=lte.49.99', [5, 8]],
    ['name=like.*Trek*', [1]],
    ['name=ilike.*t?ek*', []],
    ['name=ilike.*TREK*', [1]],
    ['name=match.^S', [3, 4]],
    ['name=imatch.^s', [3, 4]],
    ['category=is.null', [5]],
    ['category=not.is.null&active=is.true', [1, 2, 7, 8]],
    ['active=is.false', [3, 6]],
    ['active=is.unknown', [4]],
    ['active=not.is.true', [3, 4, 6]],
    ['category=in.(ski,sailing)', [3, 4]],
    ['name=in.("Ski Week","City Tour")', [3, 5]],
    ['category=not.in.(hiking,ski)', [4, 6, 7, 8]],
    ['id=in.()', []],
    ['tags=cs.{alps,summer}', [1, 7]],
    ['tags=cd.{alps,summer,winter,glacier}', [1, 3, 5, 7]],
    ['tags=ov.{sea,food}', [4, 8]],
    ['data=cs.{"level":"hard"}', [1, 6]],
    ['period=cs.[3,4)', [1, 2]],
    ['period=ov.[8,12)', [2, 3]],
    ['period=sl.[6,7)', [1, 5, 7]],
    ['period=adj.[5,6)', [1]],
    ['search=fts.glacier', [1]],
    ['search=fts(english).glaciers %26 alps', [1]],
    ['search=fts(simple).glaciers', []],
    ['search=plfts.mountain trails', [6]],
    ['search=phfts(english).snow in the alps', [3]],
    ['search=wfts.sailing -swimming', []],
    ['search=wfts(english).sea or tapas', [4, 8]],
    ['description=fts.summit', [7]],
    ['data->>level=eq.medium', [3, 4]],
    ['data->days=gt.6', [1, 4]],
    ['id=eq(any).{1,3,9}', [1, 3]],
    ['name=like(any).{Ski*,*Ascent}', [3, 7]],
    ['name=like(all).{*a*,*i*}', [4, 6, 8]],
    ['category=isdistinct.hiking', [3, 4, 5, 6, 7, 8]],
    ['price=not.gt.100&qty=gt.10', [5, 8]],
  ])('filter %s', async (query, expected) => {
    expect(await idsOf(query)).toEqual(expected);
  });

  test.each([
    ['or=(id.eq.1,id.eq.4)', [1, 4]],
    ['or=(category.eq.ski,and(price.lt.100,active.is.true))', [3, 5, 8]],
    ['and=(price.gt.500,or(category.eq.sailing,tags.cs.{winter}))', [3, 4]],
    ['not.or=(category.eq.hiking,category.is.null)', [3, 4, 6, 7, 8]],
    ['or=(name.eq."Ski Week",name.in.("City Tour","Tapas Tasting"))', [3, 5, 8]],
    ['or=(not.and(active.is.true,price.gt.100),id.eq.1)', [1, 3, 4, 5, 6, 8]],
    ['or=(data->>level.eq.expert,search.fts.coast)', [2, 7]],
    ['id=gt.2&or=(category.eq.hiking,category.eq.ski)', [3]],
  ])('logic tree %s', async (query, expected) => {
    expect(await idsOf(query)).toEqual(expected);
  });

  test('order with directions, nulls placement, several columns and JSON paths', async () => {
    expect(ids((await get('select=id&order=price.desc&limit=3')).json())).toEqual([7, 4, 1]);
    expect(ids((await get('select=id&order=category.asc.nullsfirst,id.desc&limit=3')).json())).toEqual([5, 2, 1]);
    expect(ids((await get('select=id&order=active.nullslast,id')).json())).toEqual([3, 6, 1, 2, 5, 7, 8, 4]);
    expect(ids((await get('select=id&order=data->>days.desc.nullslast,id&limit=2')).json())).toEqual([4, 1]);
  });

  test('limit, offset and the Range header, with Content-Range', async () => {
    const page = await get('select=id&order=id&limit=3&offset=2');
    expect(ids(page.json())).toEqual([3, 4, 5]);
    expect(page.headers['content-range']).toBe('2-4/*');
    const ranged = await get('select=id&order=id', { range: '1-2', 'range-unit': 'items' });
    expect(ids(ranged.json())).toEqual([2, 3]);
    expect(ranged.headers['content-range']).toBe('1-2/*');
    const open = await get('select=id&order=id', { range: '6-' });
    expect(ids(open.json())).toEqual([7, 8]);
    const both = await get('select=id&order=id&limit=10', { range: '3-4' });
    expect(ids(both.json())).toEqual([4, 5]);
    const empty = await get('select=id&id=gt.100');
    expect(empty.headers['content-range']).toBe('*/*');
    expect(empty.json()).toEqual([]);
  });

  test('Prefer: count=exact|planned|estimated give the total; 206 when partial, 416 past the end', async () => {
    const exact = await get('select=id&order=id&offset=0&limit=3', { prefer: 'count=exact' });
    expect(exact.status).toBe(206);
    expect(exact.headers['content-range']).toBe('0-2/8');
    expect(exact.headers['preference-applied']).toBe('count=exact');
    const whole = await get('select=id&category=eq.hiking', { prefer: 'count=exact' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-range']).toBe('0-1/2');
    const none = await get('select=id&id=gt.100', { prefer: 'count=exact' });
    expect(none.status).toBe(200);
    expect(none.headers['content-range']).toBe('*/0');
    for (const count of ['planned', 'estimated']) {
      const res = await get('select=id&limit=2', { prefer: `count=${count}` });
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe('0-1/8');
    }
    const past = await get('select=id&offset=20', { prefer: 'count=exact' });
    expect(past.status).toBe(416);
    expect(past.json()).toMatchObject({ code: 'PGRST103' });
    expect(past.headers['content-range']).toBe('*/8');
  });

  test('HEAD answers headers only', async () => {
    const res = await call(db, 'HEAD', '/rest_fixture_items', { query: 'limit=1', headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.text).toBe('');
    expect(res.headers['content-range']).toBe('0-0/8');
  });

  test('singular responses: one row is an object, zero or several rows are 406 PGRST116', async () => {
    const accept = { accept: 'application/vnd.pgrst.object+json' };
    const one = await get('select=id,name&id=eq.2', accept);
    expect(one.status).toBe(200);
    expect(one.headers['content-type']).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(one.json()).toEqual({ id: 2, name: 'Coastal Walk' });
    const none = await get('id=eq.99', accept);
    expect(none.status).toBe(406);
    expect(none.json()).toEqual({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 0 rows', hint: null });
    const many = await get('category=eq.hiking', accept);
    expect(many.status).toBe(406);
    expect(many.json()).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
  });

  test('views are readable like tables', async () => {
    const res = await call(db, 'GET', '/rest_fixture_cheap', { query: 'select=id,name&order=price.desc' });
    expect(res.json()).toEqual([{ id: 2, name: 'Coastal Walk' }, { id: 5, name: 'City Tour' }, { id: 8, name: 'Tapas Tasting' }]);
  });
});
