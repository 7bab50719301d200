import type { Db } from '@/supabase/local';
import { unconditionedWrite } from '@/supabase/local/rest/safe-update';
import type { OpenedDatabase } from '../helpers/databases';
import { call, service, targets } from '../rest/fixture';

/**
 * Hosted Supabase loads pg-safeupdate into PostgREST's sessions, so an UPDATE or DELETE without WHERE fails inside
 * any function a request reaches (directly, or through a trigger). PGlite cannot load it: the local backend refuses
 * such `language sql` functions at /rpc, and this suite reads every function the migrations define.
 */
describe.each(targets())('pg-safeupdate on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
  }, 120_000);
  afterAll(() => opened?.dispose());

  test('no function of the shop updates or deletes without a WHERE clause', async () => {
    const { rows } = await db.query<{ name: string; source: string }>(
      `select p.oid::regprocedure::text as name, p.prosrc as source
         from pg_proc p join pg_language l on l.oid = p.prolang
        where l.lanname in ('sql', 'plpgsql')
          and p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)`,
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => unconditionedWrite(row.source)).map((row) => row.name)).toEqual([]);
  });

  test('/rpc refuses a sql function that deletes without WHERE, and nothing is deleted', async () => {
    await db.exec(`
      create table public.safe_fixture (id int primary key);
      insert into public.safe_fixture values (1), (2);
      create function public.safe_fixture_clear() returns void language sql as $$ delete from public.safe_fixture $$;
      create function public.safe_fixture_clear_all() returns void language sql as $$ delete from public.safe_fixture where true $$;
      grant execute on function public.safe_fixture_clear(), public.safe_fixture_clear_all() to service_role;
    `);
    const refused = await call(db, 'POST', '/rpc/safe_fixture_clear', { body: {}, ctx: service });
    expect([refused.status, refused.json()]).toEqual([400, { code: '21000', message: 'DELETE requires a WHERE clause', details: null, hint: null }]);
    expect((await db.query('select id from public.safe_fixture')).rows).toHaveLength(2);
    expect((await call(db, 'POST', '/rpc/safe_fixture_clear_all', { body: {}, ctx: service })).status).toBe(204);
    expect((await db.query('select id from public.safe_fixture')).rows).toHaveLength(0);
  });
});
