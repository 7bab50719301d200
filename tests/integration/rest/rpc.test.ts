import type { Db } from '@/supabase/local';
import type { OpenedDatabase } from '../helpers/databases';
import { anon, call, openFixture, service, targets, userA, type CallOptions } from './fixture';

describe.each(targets())('REST rpc on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  const post = (fn: string, body?: unknown, opts: CallOptions = {}) => call(db, 'POST', `/rpc/${fn}`, { body, ...opts });
  const get = (fn: string, query = '', opts: CallOptions = {}) => call(db, 'GET', `/rpc/${fn}`, { query, ...opts });

  beforeAll(async () => {
    opened = await openFixture(target);
    db = opened.db;
  }, 120_000);
  afterAll(() => opened?.dispose());

  test('scalar results are the JSON value itself, by POST or GET, with defaults', async () => {
    const sum = await post('rest_fixture_add', { a: 1, b: 2 });
    expect([sum.status, sum.text, sum.headers['content-type']]).toEqual([200, '3', 'application/json; charset=utf-8']);
    expect((await get('rest_fixture_add', 'a=40&b=2')).text).toBe('42');
    expect((await post('rest_fixture_greet', {})).json()).toBe('hello world');
    expect((await post('rest_fixture_greet')).json()).toBe('hello world');
    expect((await get('rest_fixture_greet', 'name=Ana')).json()).toBe('hello Ana');
    expect((await post('rest_fixture_tags_of', { ids: [1, 8] })).json()).toEqual(['alps', 'food', 'summer']);
  });

  test('set-returning functions answer arrays and accept select, filters, order, limit and count', async () => {
    const rows = await post('rest_fixture_by_category', { cat: 'hiking' }, { query: 'select=id,name&order=id.desc' });
    expect(rows.json()).toEqual([{ id: 2, name: 'Coastal Walk' }, { id: 1, name: 'Alpine Trek' }]);
    const filtered = await get('rest_fixture_by_category', 'cat=hiking&select=id&price=gt.500');
    expect(filtered.json()).toEqual([{ id: 1 }]);
    const table = await post('rest_fixture_squares', { n: 5 }, { query: 'sq=gt.4&order=k.desc&limit=2', headers: { prefer: 'count=exact' } });
    expect(table.status).toBe(206);
    expect(table.json()).toEqual([{ k: 5, sq: 25 }, { k: 4, sq: 16 }]);
    expect(table.headers['content-range']).toBe('0-1/3');
    expect((await get('rest_fixture_ints', 'n=3')).json()).toEqual([1, 2, 3]);
    expect((await post('rest_fixture_by_category', { cat: 'none' })).json()).toEqual([]);
  });

  test('a function returning one composite row answers an object', async () => {
    const item = await post('rest_fixture_item', { item_id: 3 }, { query: 'select=id,name' });
    expect(item.json()).toEqual({ id: 3, name: 'Ski Week' });
  });

  test('void functions answer 204 and their writes are kept; GET runs read-only', async () => {
    const res = await post('rest_fixture_log_message', { msg: 'hello' });
    expect([res.status, res.text]).toEqual([204, '']);
    const { rows } = await db.query<{ msg: string }>('select msg from public.rest_fixture_log');
    expect(rows).toEqual([{ msg: 'hello' }]);
    const readOnly = await get('rest_fixture_log_message', 'msg=nope');
    expect(readOnly.status).toBe(405);
    expect(readOnly.json()).toMatchObject({ code: '25006' });
  });

  test('json arguments: a single unnamed json parameter takes the whole body; params=single-object is gone (PostgREST 12)', async () => {
    const payload = { any: ['shape', 1, null], nested: { ok: true } };
    expect((await post('rest_fixture_raw', payload)).json()).toEqual(payload);
    const single = await post('rest_fixture_echo', payload, { headers: { prefer: 'params=single-object' } });
    expect([single.status, single.json<{ code: string }>().code]).toEqual([404, 'PGRST202']);
    expect(single.headers['preference-applied']).toBeUndefined();
    expect((await post('rest_fixture_echo', { payload: { a: 1 } })).json()).toEqual({ a: 1 });
  });

  test('the function sees the role, the claims and the request', async () => {
    const res = await post('rest_fixture_whoami', {}, { ctx: userA });
    expect(res.json()).toEqual({
      uid: userA.claims.sub, role: 'authenticated', method: 'POST', path: '/rpc/rest_fixture_whoami',
      email: 'a@example.test', read_only: 'off',
    });
    const byGet = await get('rest_fixture_whoami', '', { ctx: anon });
    expect(byGet.json()).toMatchObject({ uid: null, role: 'anon', method: 'GET', read_only: 'on' });
  });

  test('raised errors keep their code, details and hint; PTxxx chooses the status', async () => {
    const fail = await post('rest_fixture_fail');
    expect(fail.status).toBe(400);
    expect(fail.json()).toEqual({ code: 'P0001', message: 'I refuse!', details: 'Pretty simple', hint: 'There is nothing you can do.' });
    const pay = await post('rest_fixture_pay');
    expect(pay.status).toBe(402);
    expect(pay.json()).toMatchObject({ code: 'PT402', message: 'Payment Required', details: 'Quota exceeded' });
  });

  test('unknown functions, unknown arguments and ambiguous overloads', async () => {
    const missing = await post('rest_fixture_nope', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.rest_fixture_nope(a) in the schema cache' });
    const wrongArgs = await post('rest_fixture_add', { a: 1, c: 2 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.json()).toMatchObject({ code: 'PGRST202' });
    const missingArg = await get('rest_fixture_add', 'a=1');
    expect(missingArg.status).toBe(404);
    const overloaded = await post('rest_fixture_over', { a: 1 });
    expect(overloaded.status).toBe(300);
    expect(overloaded.json()).toMatchObject({ code: 'PGRST203' });
    const notArray = await post('rest_fixture_add', [1, 2]);
    expect([notArray.status, notArray.json<{ code: string }>().code]).toEqual([400, 'PGRST102']);
  });

  test('functions the role may not execute: 401 for anon, 403 for a signed-in user, allowed for service_role', async () => {
    expect((await post('rest_fixture_private', {})).status).toBe(401);
    const user = await post('rest_fixture_private', {}, { ctx: userA });
    expect(user.status).toBe(403);
    expect(user.json()).toMatchObject({ code: '42501' });
    const svc = await post('rest_fixture_private', {}, { ctx: service });
    expect([svc.status, svc.text]).toEqual([200, '42']);
  });

  test('methods and parameters that do not apply to a function are errors', async () => {
    const patch = await call(db, 'PATCH', '/rpc/rest_fixture_add', { body: {} });
    expect(patch.status).toBe(405);
    expect(patch.json()).toMatchObject({ code: 'PGRST101' });
    const filtered = await get('rest_fixture_add', 'a=1&b=2&order=a');
    expect(filtered.status).toBe(400);
    expect(filtered.json()).toMatchObject({ code: 'PGRST100' });
    const unknownFilter = await get('rest_fixture_by_category', 'cat=ski&colour=eq.red');
    expect(unknownFilter.status).toBe(400);
    expect(unknownFilter.json()).toMatchObject({ code: '42703' });
  });
});
