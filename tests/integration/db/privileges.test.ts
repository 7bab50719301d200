import { migrate, type Db } from '@/supabase/local/db';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { asActor, errorCode, type Actor } from './support/as-role';
import { insertCatalogue } from './support/fixtures';

const anon: Actor = { role: 'anon' };
const member: Actor = { role: 'authenticated', userId: '11111111-1111-4111-8111-111111111111' };
const service: Actor = { role: 'service_role' };
const API_ROLES = ['anon', 'authenticated'];

/** Every privilege an API role (or PUBLIC, which every role inherits) holds in schema public, one line each. */
async function apiGrants(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ grant: string }>(
    `select format('%s %s on %s %s', coalesce(r.rolname, 'PUBLIC'), a.privilege_type, o.kind, o.name) as grant
       from (
         select 'relation' as kind, c.oid::regclass::text as name, c.relkind::text as sub, c.relacl as acl, c.relowner as owner
           from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S')
         union all
         select 'function', p.oid::regprocedure::text, case when p.prorettype = 'trigger'::regtype then 't' else 'f' end,
                p.proacl, p.proowner
           from pg_proc p where p.pronamespace = 'public'::regnamespace
       ) o
       cross join lateral aclexplode(coalesce(o.acl, acldefault((case when o.kind = 'function' then 'f' else 'r' end)::"char", o.owner))) a
       left join pg_roles r on r.oid = a.grantee
      where a.grantee = 0 or r.rolname = any($1)
      order by 1`,
    [API_ROLES],
  );
  return rows.map((r) => r.grant);
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('least privilege for the API roles on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await insertCatalogue(db);
    await db.exec(`
      update public.course_lessons set video_url = 'https://videos.example/paid.mp4' where id = 1;
      insert into public.course_lessons (id, course_id, position, duration_seconds, video_url, free_preview)
        values (2, 1, 2, 120, 'https://videos.example/free.mp4', true);
      insert into public.courses (id, published) values (2, false);
      insert into public.course_lessons (id, course_id, position, video_url, free_preview)
        values (3, 2, 1, 'https://videos.example/unpublished.mp4', true);
    `);
  });
  afterAll(() => opened?.dispose());

  it('gives no API role TRUNCATE, REFERENCES, TRIGGER, MAINTAIN, a sequence, a write through a view or a trigger function', async () => {
    const grants = await apiGrants(db);
    const excessive = grants.filter(
      (g) =>
        / (TRUNCATE|REFERENCES|TRIGGER|MAINTAIN) on /.test(g) ||
        / on relation \S+_seq$/.test(g) ||
        /^PUBLIC EXECUTE/.test(g) ||
        /set_updated_at|refresh_trip_rating/.test(g),
    );
    expect(excessive).toEqual([]);
    const views = ['departure_availability', 'en_countries', 'trip_cards', 'trip_review_stats', 'review_summary'];
    for (const view of views) {
      expect(grants.filter((g) => g.endsWith(` on relation ${view}`))).toEqual([
        `anon SELECT on relation ${view}`,
        `authenticated SELECT on relation ${view}`,
      ]);
    }
  });

  it('lets the API roles only read the search vocabulary', async () => {
    const grants = await apiGrants(db);
    expect(grants.filter((g) => g.endsWith(' on relation search_vocabulary'))).toEqual([
      'anon SELECT on relation search_vocabulary',
      'authenticated SELECT on relation search_vocabulary',
    ]);
  });

  it('keeps every read and call the shop makes as anon working', async () => {
    const rows = await asActor(db, anon, async (tx) => ({
      cards: (await tx.query('select id from public.trip_cards')).rowCount,
      departures: (await tx.query('select places_left from public.departure_availability')).rowCount,
      countries: (await tx.query('select id from public.en_countries')).rowCount,
      random: (await tx.query(`select id from public.random_trip('en')`)).rowCount,
      lessons: (await tx.query('select id, course_id, position, duration_seconds, free_preview from public.course_lessons')).rowCount,
      reviews: (await tx.query('select id, author_name, rating, title, body, travelled_on from public.reviews')).rowCount,
      summary: (await tx.query('select review_count, rating from public.review_summary')).rows[0],
    }));
    // Trip 1's departures: the open one and the past one its review comes from.
    expect(rows).toEqual({ cards: 1, departures: 2, countries: 1, random: 1, lessons: 2, reviews: 1, summary: { review_count: 1, rating: '5.0' } });
  });

  it('shows lesson titles, durations and counts to anyone, and only free previews videos', async () => {
    for (const actor of [anon, member]) {
      const count = await asActor(db, actor, (tx) => tx.query<{ n: number }>('select count(*)::int as n from public.course_lessons'));
      expect(count.rows[0]?.n).toBe(2);
      for (const sql of ['select video_url from public.course_lessons', 'select * from public.course_lessons']) {
        const error = await asActor(db, actor, (tx) => tx.query(sql)).then(() => null, (e: unknown) => e);
        expect(errorCode(error)).toBe('42501');
      }
      const urls = await asActor(db, actor, (tx) =>
        tx.query<{ id: number; url: string | null }>(
          'select id, public.lesson_video_url(id) as url from unnest(array[1, 2, 3]) as id order by id',
        ),
      );
      expect(urls.rows).toEqual([
        { id: 1, url: null },
        { id: 2, url: 'https://videos.example/free.mp4' },
        { id: 3, url: null },
      ]);
    }
    const all = await asActor(db, service, (tx) => tx.query('select video_url from public.course_lessons order by id'));
    expect(all.rows).toHaveLength(3);
  });

  it('starts later objects with no grant for anon and authenticated, also after the local backend starts again', async () => {
    // The local backend runs bootstrap.sql and the migrations on every start; a hosted project never re-runs them.
    await migrate(db, { seed: false });
    await db.exec(`
      create table public.privileges_probe (id int primary key);
      create function public.privileges_probe_fn() returns int language sql as $$ select 1 $$;
    `);
    try {
      const { rows } = await db.query<{ role: string; tbl: boolean; fn: boolean }>(
        `select r as role, has_table_privilege(r, 'public.privileges_probe', 'select, insert, update, delete, truncate, references, trigger') as tbl,
                has_function_privilege(r, 'public.privileges_probe_fn()', 'execute') as fn
           from unnest(array['anon', 'authenticated', 'service_role']) r order by r`,
      );
      expect(rows).toEqual([
        { role: 'anon', tbl: false, fn: false },
        { role: 'authenticated', tbl: false, fn: false },
        { role: 'service_role', tbl: true, fn: true },
      ]);
    } finally {
      await db.exec('drop table public.privileges_probe; drop function public.privileges_probe_fn();');
    }
  });
});
