import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDatabase } from '../../supabase/local';

/**
 * Holding places under a rush: 200 concurrent hold attempts on a 5-place departure (hold_places, as the shop's
 * server calls it), on PostgreSQL with the demo catalogue, p50 / p95 per attempt against a catalogue read in the same
 * run (the departures of a trip as the booking page reads them, as anon). Each round must sell exactly 5 places.
 */
const ROUNDS = 5;
const ATTEMPTS = 200;
const CAPACITY = 5;
const POOL = 20;
const READS = 400;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function asAnon(client: pg.PoolClient, sql: string, params: unknown[]): Promise<void> {
  await client.query('begin');
  try {
    await client.query('set local role anon');
    await client.query(sql, params);
  } finally {
    await client.query('rollback');
  }
}

export async function run(): Promise<void> {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `shop_bench_booking_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL });
  // Dropping the scratch database at the end closes idle connections from the server side.
  pool.on('error', () => {});
  try {
    await migrate(db, { seed: true });
    const trip = (await pool.query<{ id: number }>('select id from public.trips where published order by id limit 1')).rows[0]!.id;

    const reads: number[] = [];
    for (let i = 0; i < READS; i++) {
      const client = await pool.connect();
      try {
        reads.push(await timed(() => asAnon(client, 'select * from public.departure_availability where trip_id = $1 order by start_date', [trip])));
      } finally {
        client.release();
      }
    }

    const holds: number[] = [];
    let oversold = 0;
    let started = Date.now();
    let elapsed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const departure = (await pool.query<{ id: number }>(
        `insert into public.departures (trip_id, start_date, end_date, price_cents, capacity)
         values ($1, current_date + 100, current_date + 110, 150000, $2) returning id`, [trip, CAPACITY])).rows[0]!.id;
      started = Date.now();
      const results = await Promise.allSettled(Array.from({ length: ATTEMPTS }, (_, i) => timed(() =>
        pool.query(`select public.hold_places($1, 1, 'en', $2)`, [departure, `bench-${round}-${i}`]),
      ).then((ms) => holds.push(ms))));
      elapsed += Date.now() - started;
      const failed = results.filter((r) => r.status === 'rejected').length;
      const held = Number((await pool.query(`select coalesce(sum(places), 0) n from public.bookings where departure_id = $1 and status = 'held'`, [departure])).rows[0].n);
      if (held !== CAPACITY || failed !== ATTEMPTS - CAPACITY) oversold += 1;
    }
    // A refused attempt (sold out) costs the same transaction as a granted one; both are in the figures.
    const refusedTimes: number[] = [];
    for (let i = 0; i < 50; i++) {
      refusedTimes.push(await timed(() => pool.query(`select public.hold_places(-1, 1, 'en', 'bench-refused')`).catch(() => undefined)));
    }
    const r50 = percentile(reads, 50);
    const r95 = percentile(reads, 95);
    const h50 = percentile(holds, 50);
    const h95 = percentile(holds, 95);
    console.log(`PostgreSQL, demo catalogue, ${ROUNDS} rounds of ${ATTEMPTS} concurrent hold attempts on a ${CAPACITY}-place departure (pool of ${POOL} connections)`);
    console.log('| measure | p50 ms | p95 ms | p50 ratio | p95 ratio |');
    console.log('|---|---|---|---|---|');
    console.log(`| catalogue read (departures of a trip, anon) | ${r50.toFixed(2)} | ${r95.toFixed(2)} | 1.0x | 1.0x |`);
    console.log(`| hold attempt, under the rush (queueing included) | ${h50.toFixed(2)} | ${h95.toFixed(2)} | ${(h50 / r50).toFixed(1)}x | ${(h95 / r95).toFixed(1)}x |`);
    console.log(`| refused hold (unknown departure), alone | ${percentile(refusedTimes, 50).toFixed(2)} | ${percentile(refusedTimes, 95).toFixed(2)} | ${(percentile(refusedTimes, 50) / r50).toFixed(1)}x | ${(percentile(refusedTimes, 95) / r95).toFixed(1)}x |`);
    console.log(`Throughput: ${((ROUNDS * ATTEMPTS) / (elapsed / 1000)).toFixed(0)} attempts/s; rounds that sold other than exactly ${CAPACITY} places: ${oversold}`);
    if (oversold > 0) throw new Error(`${oversold} rounds sold the wrong number of places`);
  } finally {
    await pool.end();
    await db.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
