import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startNginx } from './support/nginx';
import { cpuMs, listenerPid } from './support/process-cpu';
import { compareLoads, ensureTools, loadTest, startBarePage, startShop, type BarePage, type Load } from './support/servers';

/**
 * The live read of a trip's places (GET /api/trips/[id]/availability, what an open trip or book page asks every few
 * seconds), at the origin (`next start`, no cache in front) with its backend on PostgreSQL (`DATABASE_URL`, default
 * the local server; a scratch database, dropped after): requests a second and p99 with 50 connections (wrk), goal
 * >= 2,000/s with p99 <= 20 ms, beside the same server's prerendered trip page measured in alternating windows of
 * the same run (the reference: on a busy machine both move together), and the CPU time per request of the shop's
 * process and of the backend's over those windows. Reads of one trip within a second share one query
 * (lib/data/availability.ts), so the backend's share stays near nothing however many visitors ask.
 *
 * The framework's own floor is measured beside it in the same way: the bare Next app's route handler (a constant
 * answer of the same shape, no middleware, no data; BENCH_BARE_PORT), so a reader sees whether a goal is within what
 * `next start` itself can do on this machine, and how much of that the shop's read keeps.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TRIP = '/en/travel/1/annapurna-sanctuary-trek';
const READ = '/api/trips/1/availability';

const rate = (l: Load) => `${Math.round(l.requestsPerSecond).toLocaleString('en')}/s`.padStart(9);
const p99 = (l: Load) => `${l.p99Ms.toFixed(2)} ms`.padStart(10);

const statusOf = async (url: string) => {
  const response = await fetch(url);
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('x-cache-status') ?? '-'}`;
};

/**
 * The shipped nginx cache keeps the read as long as its s-maxage says and no longer: a second ask is a HIT, one
 * asked after it expired goes to the origin again. Then the read's rate through the cache.
 */
async function throughNginx(origin: string): Promise<void> {
  const nginx = await startNginx({ port: port('BENCH_NGINX_PORT', 18089), originPort: Number(new URL(origin).port), files: new Map() });
  try {
    const url = nginx.cacheUrl + READ;
    const seen = [await statusOf(url), await statusOf(url)];
    await new Promise((resolve) => setTimeout(resolve, 3000));
    seen.push(await statusOf(url));
    const kept = seen[1] === '200 HIT' && seen[2] !== '200 HIT';
    console.log(`  through the shipped nginx cache: first, again, 3 s later: ${seen.join(', ')}  (kept at most s-maxage: ${kept ? 'ok' : 'MISSED'})`);
    const load = loadTest(url, { seconds: Math.max(2, Math.round(SECONDS / 2)), connections: CONNECTIONS });
    console.log(`  ${`live read through the nginx cache`.padEnd(46)} ${rate(load)} ${p99(load)}`);
  } finally {
    await nginx.stop();
  }
}

export async function run(): Promise<void> {
  ensureTools();
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `shop_bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const shopPort = port('BENCH_PORT', 3099);
  const backendPort = port('BENCH_BACKEND_PORT', 54339);
  try {
    const shop = await startShop({ port: shopPort, backendPort, databaseUrl: url.toString() });
    let bare: BarePage | null = null;
    try {
      bare = await startBarePage(port('BENCH_BARE_PORT', 3098));
      for (const path of [TRIP, TRIP, READ]) {
        const response = await fetch(shop.url + path);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
      }
      const pids = { shop: listenerPid(shopPort), backend: listenerPid(backendPort) };
      const { a: read, b: trip, ratio } = compareLoads({ url: shop.url + READ }, { url: shop.url + TRIP }, { seconds: SECONDS, connections: CONNECTIONS });
      const ok = read.requestsPerSecond >= 2000 && read.p99Ms <= 20;
      console.log(`At the origin (next start, no cache in front), backend on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s a side in alternating windows (wrk)`);
      console.log(`  ${`live read GET ${READ}`.padEnd(46)} ${rate(read)} ${p99(read)}   goal >= 2,000/s, p99 <= 20 ms: ${ok ? 'ok' : 'MISSED'}`);
      console.log(`  ${'trip page (prerendered, the reference)'.padEnd(46)} ${rate(trip)} ${p99(trip)}   read / reference ${ratio.toFixed(2)}x`);
      const floor = compareLoads({ url: shop.url + READ }, { url: bare.routeUrl }, { seconds: SECONDS, connections: CONNECTIONS });
      const reachable = floor.b.requestsPerSecond >= 2000 && floor.b.p99Ms <= 20;
      console.log(`  ${'bare Next route handler (the floor)'.padEnd(46)} ${rate(floor.b)} ${p99(floor.b)}   read / floor ${floor.ratio.toFixed(2)}x (read ${rate(floor.a).trim()} in these windows)`);
      console.log(`    (the floor ${reachable ? 'meets' : 'itself misses'} the goal: ${reachable ? 'the read could' : 'no route handler served by next start on this machine can meet it'})`);
      await throughNginx(shop.url);
      console.log('  CPU per request, one window each (shop process | backend process):');
      for (const [label, path] of [['live read', READ], ['trip page (reference)', TRIP]] as const) {
        const window = Math.max(2, Math.round(SECONDS / 2));
        const before = { shop: cpuMs(pids.shop), backend: cpuMs(pids.backend) };
        const load = loadTest(shop.url + path, { seconds: window, connections: CONNECTIONS });
        const answered = load.requestsPerSecond * window;
        const shopMs = (cpuMs(pids.shop) - before.shop) / answered;
        const backendMs = (cpuMs(pids.backend) - before.backend) / answered;
        console.log(`    ${label.padEnd(44)} ${shopMs.toFixed(3).padStart(7)} ms | ${backendMs.toFixed(3).padStart(7)} ms  (${Math.round(answered).toLocaleString('en')} requests)`);
      }
    } finally {
      await bare?.stop();
      await shop.stop();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
