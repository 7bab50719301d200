import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDatabase } from '../../supabase/local';
import { activities } from '../../supabase/seed/content/activities';
import { countries } from '../../supabase/seed/content/countries';
import { tripTemplates } from '../../supabase/seed/trips';

/**
 * The search rpcs at 1,000 / 10,000 / 100,000 generated trips (BENCH_SEARCH_SIZES) on PostgreSQL, as the anon role
 * (like the site), with p50 / p95 compared with a primary-key read of trips timed in turns with each query (each
 * row's ratios are against the reads taken beside it). BENCH_EXPLAIN=1 prints the plans of the statements the rpc
 * runs at the largest size (auto_explain).
 */
// BENCH_SEARCH_SIZES=1000,10000 measures fewer sizes (ascending; the first prepares the database).
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number).filter((n) => n > 0);
const WARMUP = 5;
const RUNS = 100;

interface Query {
  label: string;
  args: Record<string, string | number>;
  /** The rpc: search_trips (filters as given) or find_trips (the query read into filters, nearest trips), default search_trips. */
  fn?: 'search_trips' | 'find_trips';
}

const nextMonth = (() => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + 2, 1);
  return d.toISOString().slice(0, 7);
})();

const QUERIES: Query[] = [
  { label: 'browse (no text), page 1', args: { p_lang: 'en' } },
  { label: 'browse, page 40, price desc', args: { p_lang: 'en', p_sort: 'price_desc', p_page: 40 } },
  { label: 'text "annapurna" (en)', args: { p_lang: 'en', p_query: 'annapurna' } },
  { label: 'typo "kilimanjro" (es)', args: { p_lang: 'es', p_query: 'kilimanjro' } },
  { label: 'text "senderismo nepal" (es)', args: { p_lang: 'es', p_query: 'senderismo nepal' } },
  { label: 'text "trek" + price + duration, price asc', args: { p_lang: 'en', p_query: 'trek', p_price: '1000-2000', p_duration: '8-14', p_sort: 'price_asc' } },
  { label: 'month + activity, rating', args: { p_lang: 'en', p_month: nextMonth, p_activity_id: 15, p_sort: 'rating' } },
  { label: 'no match "zzzzqx"', args: { p_lang: 'en', p_query: 'zzzzqx' } },
  // What the shop and the assistant call: the query read into filters first, the nearest trips when nothing matches.
  { fn: 'find_trips', label: 'find "Trekking in Nepal" (en)', args: { p_lang: 'en', p_query: 'Trekking in Nepal' } },
  { fn: 'find_trips', label: 'find "Velero por las islas griegas" (es)', args: { p_lang: 'es', p_query: 'Velero por las islas griegas' } },
  { fn: 'find_trips', label: 'find "kilimanjro in january" (en)', args: { p_lang: 'en', p_query: 'kilimanjro in january' } },
  { fn: 'find_trips', label: 'find "easy" (en)', args: { p_lang: 'en', p_query: 'easy' } },
  { fn: 'find_trips', label: 'find "senderismo por menos de 1.000 €" (es)', args: { p_lang: 'es', p_query: 'senderismo por menos de 1.000 €' } },
  { fn: 'find_trips', label: 'find "zzzzqx" (nearest: all)', args: { p_lang: 'en', p_query: 'zzzzqx' } },
];

/** The seed's countries and activities, and word pools from its trip titles and summaries, per language. */
async function prepare(client: pg.Client): Promise<void> {
  for (const c of countries) {
    await client.query('insert into public.countries (id, iso_code) values ($1, $2)', [c.id, c.iso]);
    await client.query(`insert into public.country_translations (country_id, lang, name) values ($1, 'en', $2), ($1, 'es', $3)`, [c.id, c.name.en, c.name.es]);
  }
  for (const a of activities) {
    await client.query('insert into public.activities (id) values ($1)', [a.id]);
    await client.query(`insert into public.activity_translations (activity_id, lang, name) values ($1, 'en', $2), ($1, 'es', $3)`, [a.id, a.name.en, a.name.es]);
  }
  // Proper nouns (capitalised in the seed) stay with their own trip kind; common words are mixed into every intro.
  await client.query('create table bench_words (lang text primary key, words text[], titles text[], summaries text[])');
  for (const lang of ['en', 'es'] as const) {
    const tokens = tripTemplates.flatMap((t) => `${t.summary[lang]} ${t.intro[lang]}`.split(/[^\p{L}]+/u));
    const common = [...new Set(tokens.filter((w) => w.length > 2 && w === w.toLowerCase()))];
    await client.query('insert into bench_words values ($1, $2, $3, $4)', [
      lang, common, tripTemplates.map((t) => t.title[lang]), tripTemplates.map((t) => t.summary[lang]),
    ]);
  }
  await client.query(`create function bench_pick(words text[], n int) returns text language sql volatile as $$
    select string_agg(words[1 + floor(random() * cardinality(words))::int], ' ') from generate_series(1, n) $$`);
}

/**
 * Adds trips (with both translations and 4 departures each) until there are `size`; realistic mixes of seed text. The
 * translations come last, so that their insert writes each trip's search rows once, with its departures' months: a
 * table written over twice or three times (by the triggers of each step) was measured at three times its size.
 */
async function grow(client: pg.Client, size: number): Promise<void> {
  const before = Number((await client.query<{ n: number }>('select coalesce(max(id), 0) as n from public.trips')).rows[0]?.n ?? 0);
  await client.query(`
    with c as (select array_agg(id) as ids from public.countries), a as (select array_agg(id) as ids from public.activities)
    insert into public.trips (country_id, activity_id, duration_days, difficulty, group_type, price_from_cents,
                              discount_percent, rating, review_count, featured, published)
    select c.ids[1 + floor(random() * cardinality(c.ids))::int], a.ids[1 + floor(random() * cardinality(a.ids))::int],
           1 + floor(random() * 21)::int, 1 + floor(random() * 5)::int,
           (array['open', 'private', 'both', 'ask'])[1 + floor(random() * 4)::int], (300 + floor(random() * 4200)::int) * 100,
           case when random() < 0.8 then 0 else 5 + floor(random() * 16)::int end,
           round((3 + random() * 2)::numeric, 1), floor(random() * 60)::int, random() < 0.05, random() < 0.98
      from generate_series(1, $1::int - (select count(*) from public.trips)::int), c, a`, [size]);
  // Each departure is priced at its trip's "from" price, so the per-row trigger that keeps that price would change
  // nothing; run without it (400,000 trigger calls made generating 100,000 trips take half an hour). The trips have
  // no search rows yet, so the statement trigger on departures would have nothing to update either.
  await client.query('set session_replication_role = replica');
  await client.query(`
    insert into public.departures (trip_id, start_date, end_date, category, group_type, price_cents, capacity, places_taken)
    select s.id, s.d, s.d + s.duration_days, (array['standard', 'budget', 'premium'])[1 + s.k % 3], 'open',
           s.price_from_cents, 12, least(12, floor(random() * 14)::int)
      from (
        -- A date drawn for each departure: a lateral subquery that read only k was drawn once per k, which gave all
        -- 400,000 departures four dates in all, and a month filter then matched every trip or none.
        select t.id, t.duration_days, t.price_from_cents, k, current_date + (7 + floor(random() * 360))::int as d
          from public.trips t cross join generate_series(1, 4) k
         where t.id > $1
      ) s`, [before]);
  await client.query('set session_replication_role = origin');
  // Statistics first, as autovacuum would gather them after such a load: without them the planner reads a trip's
  // departures through the index by date, every future departure for each trip.
  await client.query('analyze public.departures');
  await client.query(`
    insert into public.trip_translations (trip_id, lang, slug, title, summary, intro)
    select t.id, w.lang, 'trip-' || t.id,
           initcap(bench_pick(w.words, 2)) || ' ' || w.titles[1 + t.id % cardinality(w.titles)],
           w.summaries[1 + t.id % cardinality(w.titles)], bench_pick(w.words, 40)
      from public.trips t cross join bench_words w
     where t.id > $1`, [before]);
  // What autovacuum would have done by then (visibility map for index-only scans, statistics).
  await client.query('vacuum analyze');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Timing {
  p50: number;
  p95: number;
}

function summary(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

async function elapsed(client: pg.Client, sql: string, params: unknown[]): Promise<number> {
  const started = process.hrtime.bigint();
  await client.query(sql, params);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * A query and the reference read timed in turns, so that both see the same moments of the machine: a reference
 * measured once, before all queries, let one busy second move every ratio (its p95 was 0.44 ms in one run and 2.1 ms
 * in another).
 */
async function timeAgainst(client: pg.Client, sql: string, params: unknown[], reference: () => [string, unknown[]]):
Promise<{ query: Timing; reference: number[] }> {
  for (let i = 0; i < WARMUP; i++) await client.query(sql, params);
  const samples: number[] = [];
  const references: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    references.push(await elapsed(client, ...reference()));
    samples.push(await elapsed(client, sql, params));
  }
  return { query: summary(samples), reference: references };
}

function rpcCall({ args, fn = 'search_trips' }: Query): { sql: string; params: unknown[] } {
  const names = Object.keys(args);
  return {
    sql: `select * from public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`,
    params: Object.values(args),
  };
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function tripCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from public.trips')).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function measure(url: string, size: number, explain: boolean, prepared: boolean): Promise<string[][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    if (size === SIZES[0] && !prepared) await prepare(client);
    await grow(client, size);
    console.log(`  ${size.toLocaleString('en')} trips ready (${((Date.now() - started) / 1000).toFixed(1)} s to generate)`);
    await client.query('set role anon');
    const reference = (): [string, unknown[]] => ['select * from public.trips where id = $1', [1 + Math.floor(Math.random() * size)]];
    const rows: string[][] = [];
    const references: number[] = [];
    for (const query of QUERIES) {
      const { sql, params } = rpcCall(query);
      const result = await timeAgainst(client, sql, params, reference);
      const pk = summary(result.reference);
      references.push(...result.reference);
      rows.push([size.toLocaleString('en'), query.label, result.query.p50.toFixed(2), result.query.p95.toFixed(2),
        (result.query.p50 / pk.p50).toFixed(1), (result.query.p95 / pk.p95).toFixed(1)]);
    }
    const pk = summary(references);
    const table = [[size.toLocaleString('en'), 'primary-key read of trips (all runs)', pk.p50.toFixed(2), pk.p95.toFixed(2), '1.0', '1.0'], ...rows];
    if (explain) await printPlans(client);
    return table;
  } finally {
    await client.end();
  }
}

async function printPlans(client: pg.Client): Promise<void> {
  await client.query('reset role');
  await client.query(`load 'auto_explain'`);
  // The rpc lowers client_min_messages to warning, so the plans are sent at that level.
  for (const setting of ['log_min_duration = 0', 'log_nested_statements = on', 'log_analyze = on', 'log_level = warning']) {
    await client.query(`set auto_explain.${setting}`);
  }
  client.on('notice', (msg) => {
    if (/with (hits|page) as/.test(msg.message ?? '')) console.log(msg.message);
  });
  for (const query of QUERIES.slice(0, 6)) {
    console.log(`\n--- plan: ${query.label}`);
    const { sql, params } = rpcCall(query);
    await client.query(sql, params);
  }
}

function printTable(rows: string[][]): void {
  const header = ['trips', 'query', 'p50 ms', 'p95 ms', 'p50 / pk p50', 'p95 / pk p95'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export async function run(): Promise<void> {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await reachable(base))) {
    console.log(`search bench skipped: no PostgreSQL reachable at ${base.replace(/\/\/[^@]*@/, '//***@')}. ` +
      'Set DATABASE_URL to a PostgreSQL server (15+) where this user may create databases.');
    return;
  }
  const url = new URL(base);
  // BENCH_SEARCH_DATABASE measures again a database an earlier run kept (BENCH_SEARCH_KEEP=1), after changing a
  // function in it, without generating the catalogue again.
  const kept = process.env.BENCH_SEARCH_DATABASE;
  const name = kept || `bench_search_${randomBytes(4).toString('hex')}`;
  url.pathname = `/${name}`;
  try {
    if (!kept) {
      await admin(base, `create database "${name}"`);
      const db = await openDatabase({ databaseUrl: url.toString() });
      try {
        await migrate(db, { seed: false });
      } finally {
        await db.close();
      }
    }
    console.log(`Search benchmark in ${kept ? 'kept' : 'scratch'} database ${name} (${WARMUP} warm-up + ${RUNS} timed runs per query, each after a primary-key read, as anon)`);
    // A kept database is measured once, at the size it has (every smaller size would measure it again under
    // another label).
    const sizes = kept ? [await tripCount(url.toString())] : SIZES;
    const rows: string[][] = [];
    for (const size of sizes) {
      rows.push(...(await measure(url.toString(), size, process.env.BENCH_EXPLAIN === '1' && size === sizes.at(-1), Boolean(kept))));
    }
    printTable(rows);
  } finally {
    // BENCH_SEARCH_KEEP=1 keeps the scratch database, to try plans against the generated catalogue afterwards.
    if (kept || process.env.BENCH_SEARCH_KEEP === '1') console.log(`kept database ${name}`);
    else await admin(base, `drop database if exists "${name}" with (force)`);
  }
}
