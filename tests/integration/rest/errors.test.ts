import type { Db } from '@/supabase/local';
import type { OpenedDatabase } from '../helpers/databases';
import { call, openFixture, service, targets } from './fixture';

interface Case {
  name: string;
  method?: string;
  path?: string;
  query?: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  code: string;
}

const items = '/rest_fixture_items';
const CASES: Case[] = [
  { name: 'unknown table', path: '/rest_fixture_nothing_like_it', status: 404, code: 'PGRST205' },
  { name: 'unknown table on write', method: 'POST', path: '/nope', body: '{}', status: 404, code: 'PGRST205' },
  { name: 'nested path', path: '/rest_fixture_items/1', status: 404, code: 'PGRST125' },
  { name: 'root (OpenAPI)', path: '/', status: 404, code: 'PGRST126' },
  { name: 'unknown column in select', query: 'select=id,colour', status: 400, code: '42703' },
  { name: 'unknown column in filter', query: 'colour=eq.red', status: 400, code: '42703' },
  { name: 'unknown column in order', query: 'order=colour', status: 400, code: '42703' },
  { name: 'unknown operator', query: 'id=equals.1', status: 400, code: 'PGRST100' },
  { name: 'filter without operator', query: 'id=1', status: 400, code: 'PGRST100' },
  { name: 'bad is value', query: 'active=is.maybe', status: 400, code: 'PGRST100' },
  { name: 'in without parentheses', query: 'id=in.1,2', status: 400, code: 'PGRST100' },
  { name: 'any modifier on a non-quantifiable operator', query: 'tags=cs(any).{a}', status: 400, code: 'PGRST100' },
  { name: 'bad text search configuration', query: 'search=fts(en;drop).x', status: 400, code: 'PGRST100' },
  { name: 'unknown text search configuration', query: 'search=fts(klingon).x', status: 400, code: '42704' },
  { name: 'value of the wrong type', query: 'id=eq.abc', status: 400, code: '22P02' },
  { name: 'embedded resource without a relationship', query: 'select=*,rest_fixture_tags(*)', status: 400, code: 'PGRST200' },
  { name: 'spread embedding', query: 'select=id,...rest_fixture_children(id)', status: 400, code: 'PGRST100' },
  { name: 'aggregate in select', query: 'select=count()', status: 400, code: 'PGRST123' },
  { name: 'column aggregate in select', query: 'select=price.sum()', status: 400, code: 'PGRST123' },
  { name: 'filter on a resource the select does not embed', query: 'rest_fixture_children.id=eq.1', status: 400, code: 'PGRST108' },
  { name: 'ordering the top level by an embedded column', query: 'select=id,rest_fixture_children(id)&order=rest_fixture_children(id)', status: 400, code: 'PGRST100' },
  { name: 'a select longer than a response can be', query: `select=${Array.from({ length: 3000 }, () => 'id').join(',')}`, status: 400, code: 'PGRST100' },
  { name: 'a logic tree nested too deeply', query: `or=${'(and'.repeat(40)}(id.eq.1${')'.repeat(41)}`, status: 400, code: 'PGRST100' },
  { name: 'injection through a cast', query: 'select=id::text;drop table x', status: 400, code: 'PGRST100' },
  { name: 'injection through a column name', query: 'select=id",1 as "x', status: 400, code: 'PGRST100' },
  { name: 'injection through an alias', query: 'select=a"b:id', status: 400, code: 'PGRST100' },
  { name: 'bad order modifier', query: 'order=id.sideways', status: 400, code: 'PGRST100' },
  { name: 'empty order', query: 'order=', status: 400, code: 'PGRST100' },
  { name: 'negative limit', query: 'limit=-1', status: 400, code: 'PGRST100' },
  { name: 'non-numeric offset', query: 'offset=two', status: 400, code: 'PGRST100' },
  { name: 'repeated select', query: 'select=id&select=name', status: 400, code: 'PGRST100' },
  { name: 'logic tree without parentheses', query: 'or=id.eq.1', status: 400, code: 'PGRST100' },
  { name: 'unbalanced logic tree', query: 'or=(id.eq.1,and(id.eq.2)', status: 400, code: 'PGRST100' },
  { name: 'empty logic tree', query: 'and=()', status: 400, code: 'PGRST100' },
  { name: 'inverted Range header', headers: { range: '5-2' }, status: 416, code: 'PGRST103' },
  { name: 'malformed Range header', headers: { range: 'bytes=a-b' }, status: 416, code: 'PGRST103' },
  { name: 'unsupported Accept', headers: { accept: 'text/html' }, status: 406, code: 'PGRST107' },
  { name: 'csv is not offered', headers: { accept: 'text/csv' }, status: 406, code: 'PGRST107' },
  { name: 'other schema', headers: { 'accept-profile': 'auth' }, status: 406, code: 'PGRST106' },
  { name: 'other schema on write', method: 'POST', headers: { 'content-profile': 'private' }, body: '{}', status: 406, code: 'PGRST106' },
  { name: 'non-JSON content type', method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'id=1', status: 415, code: 'PGRST107' },
  { name: 'malformed JSON', method: 'POST', body: '{"id": 1,', status: 400, code: 'PGRST102' },
  { name: 'empty body', method: 'POST', body: '', status: 400, code: 'PGRST102' },
  { name: 'array of scalars', method: 'POST', body: '[1,2]', status: 400, code: 'PGRST102' },
  { name: 'filters on insert', method: 'POST', query: 'id=eq.1', body: '{"id":99,"name":"x"}', status: 400, code: 'PGRST100' },
  { name: 'PATCH without a filter (pg-safeupdate)', method: 'PATCH', body: '{"qty":1}', status: 400, code: '21000' },
  { name: 'DELETE without a filter (pg-safeupdate)', method: 'DELETE', status: 400, code: '21000' },
  { name: 'columns on GET', query: 'columns=id', status: 400, code: 'PGRST100' },
  { name: 'unknown column on PATCH', method: 'PATCH', query: 'id=eq.1', body: '{"colour":"red"}', status: 400, code: 'PGRST204' },
  { name: 'array body on PATCH', method: 'PATCH', query: 'id=eq.1', body: '[{"name":"x"}]', status: 400, code: 'PGRST102' },
  { name: 'limit on PATCH', method: 'PATCH', query: 'id=gt.1&limit=1', body: '{"qty":1}', status: 400, code: 'PGRST100' },
  { name: 'order on DELETE', method: 'DELETE', query: 'id=gt.1&order=id', status: 400, code: 'PGRST100' },
  { name: 'PUT', method: 'PUT', query: 'id=eq.1', body: '{"id":1,"name":"x"}', status: 405, code: 'PGRST117' },
  { name: 'unknown method', method: 'TRACE', status: 405, code: 'PGRST117' },
  { name: 'insert into a view that cannot take one', method: 'POST', path: '/rest_fixture_totals', body: '{"n":1}', status: 405, code: 'PGRST117' },
  { name: 'update of a view that cannot take one', method: 'PATCH', path: '/rest_fixture_totals', query: 'n=eq.1', body: '{"n":2}', status: 405, code: 'PGRST117' },
  { name: 'delete from a view that cannot take one', method: 'DELETE', path: '/rest_fixture_totals', query: 'n=eq.1', status: 405, code: 'PGRST117' },
  { name: 'bad percent-encoding in the path', path: '/%E0%A4%A', status: 400, code: 'PGRST100' },
];

describe.each(targets())('REST errors on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await openFixture(target);
    db = opened.db;
  }, 120_000);
  afterAll(() => opened?.dispose());

  test.each(CASES.map((c) => [c.name, c] as const))('%s', async (_case, c) => {
    const res = await call(db, c.method ?? 'GET', c.path ?? items, { query: c.query, headers: c.headers, body: c.body, ctx: service });
    const body = res.json<Record<string, unknown>>();
    expect({ status: res.status, code: body.code }).toEqual({ status: c.status, code: c.code });
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(typeof body.message).toBe('string');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test('an unknown table suggests the closest one, like PostgREST', async () => {
    const res = await call(db, 'GET', '/rest_fixture_itemz');
    expect(res.json()).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.rest_fixture_itemz' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.rest_fixture_items'",
    });
  });

  test('nothing was changed by the rejected requests and the database still answers', async () => {
    const res = await call(db, 'GET', items, { query: 'select=id,name,qty&id=eq.1' });
    expect(res.json()).toEqual([{ id: 1, name: 'Alpine Trek', qty: 5 }]);
    const count = await call(db, 'HEAD', items, { headers: { prefer: 'count=exact' } });
    expect(count.headers['content-range']).toBe('0-7/8');
  });

  test('OPTIONS lists the allowed methods', async () => {
    const res = await call(db, 'OPTIONS', items);
    expect([res.status, res.headers.allow]).toEqual([200, 'OPTIONS,GET,HEAD,POST,PATCH,DELETE']);
  });

  test('a view Postgres cannot write through is read-only: OPTIONS and a write both say so', async () => {
    expect((await call(db, 'OPTIONS', '/rest_fixture_totals')).headers.allow).toBe('OPTIONS,GET,HEAD');
    expect((await call(db, 'OPTIONS', '/rest_fixture_cheap')).headers.allow).toBe('OPTIONS,GET,HEAD,POST,PATCH,DELETE');
    const res = await call(db, 'POST', '/rest_fixture_totals', { body: { category: 'x', n: 1 }, ctx: service });
    expect(res.headers.allow).toBe('OPTIONS,GET,HEAD');
    expect(res.json<{ details: string }>().details).toBe("'public.rest_fixture_totals' is a view that cannot insert rows");
  });
});
