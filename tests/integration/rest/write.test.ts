import type { Db } from '@/supabase/local';
import type { OpenedDatabase } from '../helpers/databases';
import { call, openFixture, service, targets, type CallOptions } from './fixture';

const TAGS = '/rest_fixture_tags';

describe.each(targets())('REST writes on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  const as = (method: string, path: string, opts: CallOptions = {}) => call(db, method, path, { ctx: service, ...opts });
  const tags = async (query = '') =>
    (await as('GET', TAGS, { query: `select=slug,label,hits,code,note&order=slug${query}` })).json<Record<string, unknown>[]>();

  beforeAll(async () => {
    opened = await openFixture(target);
    db = opened.db;
  }, 120_000);
  afterAll(() => opened?.dispose());
  beforeEach(() => db.exec('truncate public.rest_fixture_tags, public.rest_fixture_children'));

  test('insert answers 201 with an empty body by default (return=minimal)', async () => {
    const res = await as('POST', TAGS, { body: { slug: 'alps', label: 'Alps' } });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    expect(res.headers['content-range']).toBe('*/*');
    expect(await tags()).toEqual([{ slug: 'alps', label: 'Alps', hits: 0, code: null, note: 'none' }]);
  });

  test('return=representation answers the inserted rows through select, or one object when singular', async () => {
    const res = await as('POST', TAGS, {
      query: 'select=slug,hits',
      headers: { prefer: 'return=representation' },
      body: [{ slug: 'a', label: 'A', hits: 1 }, { slug: 'b', label: 'B', hits: 2 }],
    });
    expect(res.status).toBe(201);
    expect(res.headers['preference-applied']).toBe('return=representation');
    expect(res.json()).toEqual([{ slug: 'a', hits: 1 }, { slug: 'b', hits: 2 }]);
    const single = await as('POST', TAGS, {
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
      body: { slug: 'c', label: 'C' },
    });
    expect(single.json()).toEqual({ slug: 'c', label: 'C', hits: 0, code: null, note: 'none' });
  });

  test('return=headers-only answers a Location built from the primary key', async () => {
    const res = await as('POST', TAGS, { headers: { prefer: 'return=headers-only' }, body: { slug: 'sea side', label: 'Sea' } });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    expect(res.headers.location).toBe('/rest_fixture_tags?slug=eq.sea%20side');
  });

  test('bulk insert: keys must match, columns= picks them, missing=default uses column defaults', async () => {
    const rows = [{ slug: 'x', label: 'X', hits: 5 }, { slug: 'y', label: 'Y' }];
    const mismatch = await as('POST', TAGS, { body: rows });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    const nulls = await as('POST', TAGS, { query: 'columns=slug,label,hits', body: rows });
    expect(nulls.status).toBe(400);
    expect(nulls.json()).toMatchObject({ code: '23502' });
    const defaults = await as('POST', TAGS, { query: 'columns=slug,label,hits', headers: { prefer: 'missing=default' }, body: rows });
    expect(defaults.status).toBe(201);
    expect(defaults.headers['preference-applied']).toBe('missing=default');
    expect(await tags()).toEqual([
      { slug: 'x', label: 'X', hits: 5, code: null, note: 'none' },
      { slug: 'y', label: 'Y', hits: 0, code: null, note: 'none' },
    ]);
    const ignored = await as('POST', TAGS, { query: 'columns=slug,label', body: { slug: 'z', label: 'Z', hits: 9 } });
    expect(ignored.status).toBe(201);
    expect(await tags('&slug=eq.z')).toEqual([{ slug: 'z', label: 'Z', hits: 0, code: null, note: 'none' }]);
    const empty = await as('POST', TAGS, { headers: { prefer: 'return=representation' }, body: [] });
    expect([empty.status, empty.json()]).toEqual([201, []]);
  });

  test('upsert with merge-duplicates or ignore-duplicates, on the primary key or on_conflict', async () => {
    await as('POST', TAGS, { body: [{ slug: 'a', label: 'A', code: 'CA' }, { slug: 'b', label: 'B', code: 'CB' }] });
    const merged = await as('POST', TAGS, {
      headers: { prefer: 'resolution=merge-duplicates,return=representation' },
      body: [{ slug: 'a', label: 'A2', code: 'CA' }, { slug: 'n', label: 'N', code: 'CN' }],
    });
    expect(merged.status).toBe(201);
    expect(merged.headers['preference-applied']).toBe('resolution=merge-duplicates, return=representation');
    expect(merged.json<{ slug: string }[]>().map((r) => r.slug)).toEqual(['a', 'n']);
    const ignoredRes = await as('POST', TAGS, {
      headers: { prefer: 'resolution=ignore-duplicates, return=representation' },
      body: [{ slug: 'b', label: 'B2', code: 'CB' }, { slug: 'm', label: 'M', code: 'CM' }],
    });
    expect(ignoredRes.json<{ slug: string }[]>().map((r) => r.slug)).toEqual(['m']);
    const onCode = await as('POST', TAGS, {
      query: 'on_conflict=code',
      headers: { prefer: 'resolution=merge-duplicates' },
      body: { slug: 'b', label: 'B3', code: 'CB' },
    });
    // It only updated: 200, as PostgREST answers an upsert that inserted nothing.
    expect(onCode.status).toBe(200);
    expect((await tags()).map((r) => `${r.slug}:${r.label}`)).toEqual(['a:A2', 'b:B3', 'm:M', 'n:N']);
  });

  test('constraint violations map to PostgREST statuses', async () => {
    await as('POST', TAGS, { body: { slug: 'a', label: 'A' } });
    const duplicate = await as('POST', TAGS, { body: { slug: 'a', label: 'again' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: '23505', details: 'Key (slug)=(a) already exists.' });
    const fk = await as('POST', '/rest_fixture_children', { body: { id: 1, item_id: 999 } });
    expect(fk.status).toBe(409);
    expect(fk.json()).toMatchObject({ code: '23503' });
    const badType = await as('POST', TAGS, { body: { slug: 'q', label: 'Q', hits: 'many' } });
    expect(badType.status).toBe(400);
    expect(badType.json()).toMatchObject({ code: '22P02' });
    const unknown = await as('POST', TAGS, { body: { slug: 'q', label: 'Q', colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toEqual({ code: 'PGRST204', message: "Could not find the 'colour' column of 'rest_fixture_tags' in the schema cache", details: null, hint: null });
  });

  test('PATCH updates the filtered rows: 204 by default, 200 with representation, count in Content-Range', async () => {
    await as('POST', TAGS, { body: [{ slug: 'a', label: 'A' }, { slug: 'b', label: 'B' }, { slug: 'c', label: 'C' }] });
    const minimal = await as('PATCH', TAGS, { query: 'slug=in.(a,b)', headers: { prefer: 'count=exact' }, body: { hits: 3 } });
    expect(minimal.status).toBe(204);
    expect(minimal.text).toBe('');
    expect(minimal.headers['content-range']).toBe('0-1/2');
    const repr = await as('PATCH', TAGS, { query: 'slug=eq.c&select=slug,label', headers: { prefer: 'return=representation' }, body: { label: 'C2', note: null } });
    expect(repr.status).toBe(200);
    expect(repr.json()).toEqual([{ slug: 'c', label: 'C2' }]);
    expect((await tags()).map((r) => [r.slug, r.hits, r.note])).toEqual([['a', 3, 'none'], ['b', 3, 'none'], ['c', 0, null]]);
    const nothing = await as('PATCH', TAGS, { query: 'slug=eq.zzz', body: { hits: 1 } });
    expect([nothing.status, nothing.headers['content-range']]).toEqual([204, '*/*']);
  });

  test('DELETE removes the filtered rows, with representation when asked', async () => {
    await as('POST', TAGS, { body: [{ slug: 'a', label: 'A' }, { slug: 'b', label: 'B' }, { slug: 'c', label: 'C' }] });
    const repr = await as('DELETE', TAGS, { query: 'slug=neq.b&select=slug', headers: { prefer: 'return=representation' } });
    expect(repr.status).toBe(200);
    expect(repr.json()).toEqual([{ slug: 'a' }, { slug: 'c' }]);
    const minimal = await as('DELETE', TAGS, { query: 'slug=eq.b' });
    expect([minimal.status, minimal.text]).toEqual([204, '']);
    expect(await tags()).toEqual([]);
  });

  test('a singular write that touches several rows is 406 and rolled back', async () => {
    await as('POST', TAGS, { body: [{ slug: 'a', label: 'A' }, { slug: 'b', label: 'B' }] });
    const res = await as('PATCH', TAGS, {
      query: 'slug=in.(a,b)',
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
      body: { label: 'changed' },
    });
    expect(res.status).toBe(406);
    expect(res.json()).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    expect((await tags()).map((r) => r.label)).toEqual(['A', 'B']);
  });

  test('Prefer: tx=rollback is ignored and the write commits, as on hosted Supabase (db-tx-end = commit)', async () => {
    const res = await as('POST', TAGS, { headers: { prefer: 'return=representation, tx=rollback' }, body: { slug: 'ghost', label: 'G' } });
    expect(res.status).toBe(201);
    expect(res.headers['preference-applied']).toBe('return=representation');
    expect(res.json()).toEqual([{ slug: 'ghost', label: 'G', hits: 0, code: null, note: 'none' }]);
    expect(await tags()).toEqual([{ slug: 'ghost', label: 'G', hits: 0, code: null, note: 'none' }]);
  });

  test('handling=strict rejects unknown preferences and enforces max-affected', async () => {
    await as('POST', TAGS, { body: [{ slug: 'a', label: 'A' }, { slug: 'b', label: 'B' }] });
    const unknown = await as('DELETE', TAGS, { query: 'slug=eq.a', headers: { prefer: 'handling=strict, return=everything' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'PGRST122' });
    const tooMany = await as('DELETE', TAGS, { query: 'hits=eq.0', headers: { prefer: 'handling=strict, max-affected=1' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'PGRST124' });
    expect(await tags()).toHaveLength(2);
    const lenient = await as('DELETE', TAGS, { query: 'slug=eq.a', headers: { prefer: 'return=everything' } });
    expect(lenient.status).toBe(204);
    expect(lenient.headers['preference-applied']).toBeUndefined();
  });
});
