import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '@/supabase/local/db';
import { supabaseDir } from '@/supabase/local/paths';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { asActor } from './support/as-role';
import { insertCatalogue, insertPastBookings } from './support/fixtures';

// SPEC section 7: exact columns, in order.
const contract: Record<string, [string, string][]> = {
  en_countries: [
    ['id', 'integer'], ['name', 'text'], ['foto_country', 'text'], ['num_viatges', 'integer'],
    ['desc_150', 'text'], ['titulo_60', 'text'],
  ],
  en_actividad_general: [
    ['id', 'integer'], ['name', 'text'], ['foto_actividad', 'text'], ['num_viatges', 'integer'],
    ['desc_150', 'text'], ['banner_actividad', 'text'], ['titulo_60', 'text'],
  ],
  sponsors: [['id', 'integer'], ['name', 'text'], ['url', 'text'], ['website', 'text']],
  carousel_sponsors: [['id', 'integer'], ['name', 'text'], ['url', 'text'], ['website', 'text']],
};
contract.es_countries = contract.en_countries ?? [];
contract.es_actividad_general = contract.en_actividad_general ?? [];

it('names every migration as the Supabase CLI expects', () => {
  const files = readdirSync(join(supabaseDir, 'migrations'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
});

describe.each(databaseTargets().map((t) => [t.name, t] as const))('migrations on %s', (_name, target) => {
  let opened: OpenedDatabase;

  beforeAll(async () => {
    opened = await target.open();
  });
  afterAll(() => opened?.dispose());

  it('applies every migration once; a second migrate changes nothing', async () => {
    const snapshot = async () =>
      (
        await opened.db.query<{ n: number }>(
          `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
                    where n.nspname in ('public', 'auth', 'private', 'extensions'))
                + (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                    where n.nspname in ('public', 'auth', 'private'))
                + (select count(*) from pg_policy) as n`,
        )
      ).rows[0]?.n;
    const versions = async () =>
      (await opened.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by 1'))
        .rows.map((r) => r.version);
    const before = { objects: await snapshot(), versions: await versions() };
    const files = readdirSync(join(supabaseDir, 'migrations')).map((f) => f.slice(0, 14)).sort();
    expect(before.versions).toEqual(files);

    const log: string[] = [];
    await migrate(opened.db, { seed: false, log: (line) => log.push(line) });
    expect(log).toEqual([]);
    expect({ objects: await snapshot(), versions: await versions() }).toEqual(before);
  });

  it.each(Object.keys(contract))('%s has exactly the SPEC columns, in order, with their types', async (view) => {
    const { rows } = await opened.db.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [view],
    );
    expect(rows.map((r) => [r.column_name, r.data_type])).toEqual(contract[view]);
  });

  it('counts only published trips in num_viatges, as seen by anon', async () => {
    await opened.db.transaction(async (tx) => {
      await insertCatalogue(tx);
      await tx.exec(`
        insert into public.country_translations (country_id, lang, name) values (1, 'es', 'Nepal');
        insert into public.activity_translations (activity_id, lang, name) values (15, 'es', 'Senderismo');
        insert into public.trips (country_id, activity_id, duration_days, difficulty, group_type, price_from_cents)
          values (1, 15, 4, 1, 'open', 1000);
      `);
    });
    for (const view of ['en_countries', 'es_countries', 'en_actividad_general', 'es_actividad_general']) {
      const { rows } = await asActor(opened.db, { role: 'anon' }, (tx) =>
        tx.query<{ id: number; num_viatges: number }>(
          `select id, num_viatges from public.${view} where num_viatges > 0 order by num_viatges desc limit 24`,
        ),
      );
      // Trips 1 and the new one are published; trip 2 is not.
      expect(rows).toEqual([{ id: view.includes('countries') ? 1 : 15, num_viatges: 2 }]);
    }
  });

  it('keeps trips.rating and review_count in step with published reviews', async () => {
    const stats = async () =>
      (await opened.db.query('select rating::text, review_count from public.trips where id = 1')).rows[0];
    expect(await stats()).toEqual({ rating: '5.0', review_count: 1 });
    const [b, c, d] = await insertPastBookings(opened.db, 3, 3);
    const review = `insert into public.reviews (booking_id, author_name, lang, rating, title, body, status) values ($1, 'X', 'en', $2, 'Title', 'A body of twenty characters', $3)`;
    await opened.db.query(review, [b, 4, 'published']);
    await opened.db.query(review, [c, 4, 'published']);
    await opened.db.query(review, [d, 1, 'pending']);
    expect(await stats()).toEqual({ rating: '4.3', review_count: 3 });
    await opened.db.query(`update public.reviews set status = 'published' where booking_id = $1`, [d]);
    expect(await stats()).toEqual({ rating: '3.5', review_count: 4 });
    await opened.db.query(`update public.reviews set status = 'rejected' where booking_id = $1`, [d]);
    expect(await stats()).toEqual({ rating: '4.3', review_count: 3 });
    await opened.db.exec(`delete from public.reviews where trip_id = 1`);
    expect(await stats()).toEqual({ rating: '0.0', review_count: 0 });
  });

  it('keeps a searchable, unaccented tsvector per language in the search table', async () => {
    await opened.db.exec(`
      insert into public.trip_translations (trip_id, lang, slug, title, summary)
        values (1, 'es', 'circuito-annapurna', 'Circuito del Annapurna', 'Travesía por montañas y pueblos');
    `);
    const { rows } = await opened.db.query<{ slug: string }>(
      `select tt.slug from private.trip_search s join public.trip_translations tt on tt.trip_id = s.id and tt.lang = s.lang
        where s.search_vector @@ websearch_to_tsquery('spanish', extensions.immutable_unaccent('travesia montana'))`,
    );
    expect(rows).toEqual([{ slug: 'circuito-annapurna' }]);
  });
});
