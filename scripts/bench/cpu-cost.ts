import { cpuMs, listenerPid } from './support/process-cpu';
import { startShop } from './support/servers';

/**
 * CPU cost per request of the shop's dynamic work: the live read of a trip's places (/api/trips/[id]/availability, a
 * query shared by the reads of a second), an uncached search (/api/search with a query not asked before) and a random
 * trip draw (/api/trips/random), and the book page (cached like any trip page since its places are live), beside a
 * prerendered catalogue page served by the same server in the same run (the reference). The figure is the shop's
 * server process CPU time (user + system, from /proc) over a loopback load, divided by the requests answered; the
 * backend's process is measured alike, since the shop's work is partly its queries. `npm run bench -- cpu-cost`.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3141);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 54441);
const REQUESTS = 200;
const CONCURRENCY = 8;
const WORDS = ['trek', 'kayak', 'climb', 'safari', 'surf', 'dive', 'ski', 'hike', 'sail', 'bike'];

async function load(paths: (i: number) => string, base: string): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let i = next++; i < REQUESTS; i = next++) {
      const response = await fetch(`${base}${paths(i)}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status >= 400) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failed > 0) throw new Error(`${paths(0)}: ${failed} of ${REQUESTS} requests failed`);
  return REQUESTS;
}

interface Cost {
  name: string;
  shopMs: number;
  backendMs: number;
}

async function measure(name: string, base: string, pids: { shop: number; backend: number }, paths: (i: number) => string): Promise<Cost> {
  // Warm: compiled code paths and caches as a running shop has them.
  for (let i = 0; i < 10; i++) await (await fetch(`${base}${paths(REQUESTS + i)}`, { redirect: 'manual' })).arrayBuffer();
  const before = { shop: cpuMs(pids.shop), backend: cpuMs(pids.backend) };
  const count = await load(paths, base);
  return { name, shopMs: (cpuMs(pids.shop) - before.shop) / count, backendMs: (cpuMs(pids.backend) - before.backend) / count };
}

export async function run(): Promise<void> {
  const shop = await startShop({ port: PORT, backendPort: BACKEND_PORT });
  const nonce = Date.now().toString(36);
  try {
    const pids = { shop: listenerPid(PORT), backend: listenerPid(BACKEND_PORT) };
    const found = (await (await fetch(`${shop.url}/api/search?lang=en`)).json()) as { results?: { id: number; slug: string }[] };
    const trip = found.results?.[0];
    if (!trip) throw new Error('the search found no trip to book');
    const tripPath = `/en/travel/${trip.id}/${trip.slug}`;
    const reference = await measure('catalogue page /en/activities (reference)', shop.url, pids, () => '/en/activities');
    const costs = [
      reference,
      await measure(`book page ${tripPath}/book`, shop.url, pids, () => `${tripPath}/book`),
      await measure(`live places /api/trips/${trip.id}/availability`, shop.url, pids, () => `/api/trips/${trip.id}/availability`),
      // A word and a number not asked in an earlier run either: Next's data cache outlives the server.
      await measure('uncached search /api/search?q=<new>', shop.url, pids, (i) => `/api/search?lang=en&q=${WORDS[i % WORDS.length]}%20${nonce}${i}`),
      await measure('random trip /api/trips/random', shop.url, pids, (i) => `/api/trips/random?lang=en&exclude=${(i % 50) + 1}`),
    ];
    console.log(`CPU per request, ${REQUESTS} requests each, ${CONCURRENCY} at a time, on loopback (shop process | backend process):`);
    for (const cost of costs) {
      const ratio = reference.shopMs > 0 ? `${(cost.shopMs / reference.shopMs).toFixed(1)}x the reference` : 'reference below the clock tick';
      console.log(`  ${cost.name.padEnd(52)} ${cost.shopMs.toFixed(2).padStart(7)} ms | ${cost.backendMs.toFixed(2).padStart(7)} ms  (${ratio})`);
    }
  } finally {
    await shop.stop();
  }
}
