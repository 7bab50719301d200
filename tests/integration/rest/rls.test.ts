import type { Db } from '@/supabase/local';
import type { OpenedDatabase } from '../helpers/databases';
import { anon, call, openFixture, service, targets, USER_A, USER_B, userA, userB } from './fixture';

type Note = { id: number; owner: string; body: string };
const NOTES = '/rest_fixture_notes';

describe.each(targets())('REST row level security on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await openFixture(target);
    db = opened.db;
  }, 120_000);
  afterAll(() => opened?.dispose());

  test('anon: reads the public catalogue, is denied writes (401) and private tables', async () => {
    expect((await call(db, 'GET', '/rest_fixture_items', { query: 'select=id&limit=1' })).status).toBe(200);
    const insert = await call(db, 'POST', '/rest_fixture_items', { body: { id: 50, name: 'Sneaky' } });
    expect(insert.status).toBe(401);
    expect(insert.json()).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "rest_fixture_items"' });
    const update = await call(db, 'PATCH', '/rest_fixture_items', { query: 'id=eq.1', headers: { prefer: 'return=representation' }, body: { name: 'x' } });
    expect([update.status, update.json()]).toEqual([200, []]);
    const read = await call(db, 'GET', NOTES);
    expect(read.status).toBe(401);
    expect(read.json()).toMatchObject({ code: '42501', message: 'permission denied for table rest_fixture_notes' });
  });

  test('a signed-in user is denied catalogue writes with 403', async () => {
    const res = await call(db, 'POST', '/rest_fixture_items', { body: { id: 51, name: 'Sneaky' }, ctx: userA });
    expect(res.status).toBe(403);
    expect(res.json()).toMatchObject({ code: '42501' });
  });

  test('each user reads and changes only their own rows; auth.uid() comes from the claims', async () => {
    const mine = await call(db, 'GET', NOTES, { query: 'select=body&order=id', ctx: userA });
    expect(mine.json()).toEqual([{ body: 'a first' }, { body: 'a second' }]);
    expect((await call(db, 'GET', NOTES, { query: 'select=body', ctx: userB })).json()).toEqual([{ body: 'b only' }]);

    const created = await call(db, 'POST', NOTES, { body: { body: 'a third' }, headers: { prefer: 'return=representation' }, ctx: userA });
    expect(created.status).toBe(201);
    expect(created.json<Note[]>()[0]?.owner).toBe(USER_A);

    const forged = await call(db, 'POST', NOTES, { body: { body: 'forged', owner: USER_B }, ctx: userA });
    expect(forged.status).toBe(403);

    const theirs = await call(db, 'PATCH', NOTES, { query: `owner=eq.${USER_B}`, body: { body: 'hacked' }, headers: { prefer: 'count=exact' }, ctx: userA });
    expect([theirs.status, theirs.headers['content-range']]).toEqual([204, '*/0']);
    const removed = await call(db, 'DELETE', NOTES, { query: 'id=gt.0', headers: { prefer: 'count=exact' }, ctx: userA });
    expect(removed.headers['content-range']).toBe('0-2/3');

    const all = await call(db, 'GET', NOTES, { query: 'select=owner,body', ctx: service });
    expect(all.json()).toEqual([{ owner: USER_B, body: 'b only' }]);
  });

  test('the role and claims never leak out of the request transaction', async () => {
    await call(db, 'GET', NOTES, { ctx: userA });
    const { rows } = await db.query<{ role: string; claims: string | null }>(
      "select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims",
    );
    expect(rows[0]?.claims).toBeNull();
    expect(rows[0]?.role).not.toBe('authenticated');
    expect(anon.role).toBe('anon');
  });
});
