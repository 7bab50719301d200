import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../shared';
import { startNginx } from './support/nginx';
import { compareLoads, ensureTools, loadTest, startBarePage, startShop, type BarePage, type Load } from './support/servers';

/**
 * How the production build is served, as ratios measured in one run on this machine:
 * - each page through the shipped nginx cache (deploy/nginx/proxy-cache.conf and encodings.conf, included as they
 *   are) in front of `next start`, against the same nginx sending the very same bytes from disk (goal >= 0.8x, p99 at
 *   most 2x the disk's); first as a client that takes no encoding, then as a browser asks (gzip), against each page's
 *   gzip file from disk;
 * - `next start` alone (what the cache spares it) against the same disk server, and the book page against its trip
 *   page from that same server (goal >= 0.5x: both are cached copies, the places come from the live read);
 * - the gzip bytes of each page's HTML and of the JavaScript it loads, against Next's smallest App Router page built
 *   with the same `next` (support/servers.ts; goal <= 1.15x for JavaScript).
 * The two sides of each goal are measured in alternating windows and the ratio printed is the median of theirs
 * (support/servers.ts compareLoads); a rate is the mean of its windows. nginx and wrk come from Debian's packages
 * (installed with apt-get when missing and running as root: support/servers.ts ensureTools).
 * It builds into .next-bench when the sources changed and starts its own backend, shop, bare page and nginx on loopback
 * ports (BENCH_PORT, BENCH_BACKEND_PORT, BENCH_BARE_PORT, BENCH_NGINX_PORT and the one after it), then stops them.
 */
const TRIP = '/en/travel/1/annapurna-sanctuary-trek';
const PAGES = ['/en', '/es/actividades', TRIP, `${TRIP}/book`, '/en?q=trek', '/en/courses'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const LOAD = { seconds: SECONDS, connections: CONNECTIONS };
/** Chromium's Accept-Encoding. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const gz = (data: Buffer | string) => gzipSync(data, { level: 6 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const times = (n: number) => `${n.toFixed(2)}x`;
const rate = (l: Load) => `${Math.round(l.requestsPerSecond).toLocaleString('en')}/s`.padStart(9);
const p99 = (l: Load) => `${l.p99Ms.toFixed(2)} ms`.padStart(10);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * One request, body read, on a connection of its own. fetch() ignores a `connection: close` header and reuses its
 * pooled socket, which a server may have closed while wrk ran ("other side closed" on the next request).
 */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
      response.on('error', reject);
    })
      .on('error', (error) => reject(new Error(`${url}: ${error.message}`)))
      .end();
  });
}

/** The scripts a browser that runs modules loads: noModule ones (polyfills for old browsers) are not fetched. */
function scriptFiles(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snoModule\b/i.test(tag));
  return [...new Set(tags.flatMap((tag) => /src="\/_next\/(static\/[^"?]+)/.exec(tag)?.[1] ?? []))];
}

/** Gzip bytes of a page's HTML and of the script files it names, read from its build folder. */
function weigh(distDir: string, html: string) {
  const js = scriptFiles(html).reduce((sum, file) => sum + gz(readFileSync(join(distDir, file))), 0);
  return { html: gz(html), js, scripts: scriptFiles(html).length };
}

export async function run(): Promise<void> {
  ensureTools();
  const fetched = new Map<string, string>();
  /** The origin's response headers of each page, which the cache sends with it and the disk server is given too. */
  const headersOf = new Map<string, Record<string, string>>();
  const shop = await startShop({ port: port('BENCH_PORT', 3099), backendPort: port('BENCH_BACKEND_PORT', 54339) });
  let bare: BarePage | null = null;
  try {
    // The pages' bytes: a page renders into the page cache on its first visit after a start; the second answer is it.
    for (const path of PAGES) {
      await get(shop.url + path);
      const { status, body, headers } = await get(shop.url + path);
      if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
      fetched.set(path, body);
      const sent = Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]);
      headersOf.set(path, { ...Object.fromEntries(sent), 'x-cache-status': 'HIT' });
    }
    bare = await startBarePage(port('BENCH_BARE_PORT', 3098));
    const nginx = await startNginx({ port: port('BENCH_NGINX_PORT', 18089), originPort: Number(new URL(shop.url).port), files: fetched, headers: headersOf });
    try {
      console.log(`Through the shipped nginx cache, against nginx sending the same bytes from disk, body and headers (${SECONDS} s a side, ${CONNECTIONS} connections, wrk; build in ${shop.distDir})`);
      console.log(`  ${'page'.padEnd(40)} ${'as asked'.padEnd(9)} ${'cache'.padStart(9)} ${'p99'.padStart(10)} ${'disk'.padStart(9)} ${'p99'.padStart(10)} ${'ratio'.padStart(6)} ${'p99 x'.padStart(6)}  goal`);
      const misses: string[] = [];
      for (const [encoding, headers] of [['plain', []], ['browser', [`Accept-Encoding: ${BROWSER_ENCODING}`]]] as const) {
        for (const path of PAGES) {
          const asked = Object.fromEntries(headers.map((h) => [h.split(': ')[0]?.toLowerCase() ?? '', h.split(': ')[1] ?? '']));
          await get(nginx.cacheUrl + path, asked);
          const again = await get(nginx.cacheUrl + path, asked);
          if (again.headers['x-cache-status'] !== 'HIT') throw new Error(`${path} (${encoding}) through the nginx cache: ${again.headers['x-cache-status']}, not a HIT`);
          const { a: cached, b: disk, ratio } = compareLoads({ url: nginx.cacheUrl + path, headers: [...headers] }, { url: nginx.diskUrl + path, headers: [...headers] }, LOAD);
          const slower = cached.p99Ms / disk.p99Ms;
          const ok = ratio >= 0.8 && slower <= 2;
          if (!ok) misses.push(`${path} (${encoding})`);
          console.log(
            `  ${path.padEnd(40)} ${`${encoding}${encoding === 'browser' ? ` ${again.headers['content-encoding'] ?? 'identity'}` : ''}`.padEnd(9)} ` +
              `${rate(cached)} ${p99(cached)} ${rate(disk)} ${p99(disk)} ${times(ratio).padStart(6)} ${times(slower).padStart(6)}  ${verdict(ok)}`,
          );
        }
      }
      console.log(`  (goals: ratio >= 0.80x and p99 <= 2x the disk's; ${misses.length ? `missed: ${misses.join(', ')}` : 'all met'})`);
      console.log(`  (browser: the cache keeps the origin's gzip, Next's own compression, and the disk side sends each page's gzip file)`);
      console.log(`  (the disk side sends each page with the response headers the cache sends it with: the shop's CSP, security and cache headers)`);

      console.log(`\nnext start alone, every request through Next's router, the middleware and the page cache, against the same disk server`);
      for (const path of PAGES.slice(0, 3)) {
        const { a: origin, b: disk, ratio } = compareLoads({ url: shop.url + path }, { url: nginx.diskUrl + path }, { ...LOAD, rounds: 2 });
        console.log(`  ${path.padEnd(40)} ${rate(origin)} ${p99(origin)} ${rate(disk)} ${p99(disk)} ${times(ratio).padStart(6)}`);
      }
      const book = compareLoads({ url: `${shop.url}${TRIP}/book` }, { url: shop.url + TRIP }, { ...LOAD, rounds: 2 });
      console.log(`  ${'book page / its trip page, same server'.padEnd(40)} ${rate(book.a)} ${p99(book.a)} ${rate(book.b)} ${p99(book.b)} ${times(book.ratio).padStart(6)}  goal >= 0.50x: ${verdict(book.ratio >= 0.5)}`);
      const floor = loadTest(`${bare.url}/`, { seconds: Math.max(2, SECONDS / 2), connections: CONNECTIONS });
      console.log(`  ${'bare Next page, next start (the floor)'.padEnd(40)} ${rate(floor)} ${p99(floor)}`);
    } finally {
      await nginx.stop();
    }

    const reference = weigh(bare.distDir, bare.html);
    console.log(`\nPage weight, gzip, against a bare App Router page built with the same next (${reference.scripts} scripts)`);
    console.log(`  ${'page'.padEnd(40)} ${'HTML'.padStart(9)} ${'/ bare'.padStart(7)} ${'JavaScript'.padStart(11)} ${'/ bare'.padStart(7)} ${'files'.padStart(5)}  goal (JS <= 1.15x)`);
    console.log(`  ${'bare page'.padEnd(40)} ${kb(reference.html).padStart(9)} ${''.padStart(7)} ${kb(reference.js).padStart(11)} ${''.padStart(7)} ${String(reference.scripts).padStart(5)}`);
    for (const path of PAGES) {
      const w = weigh(join(root, shop.distDir), fetched.get(path) ?? '');
      const js = w.js / reference.js;
      console.log(`  ${path.padEnd(40)} ${kb(w.html).padStart(9)} ${times(w.html / reference.html).padStart(7)} ${kb(w.js).padStart(11)} ${times(js).padStart(7)} ${String(w.scripts).padStart(5)}  ${verdict(js <= 1.15)}`);
    }
  } finally {
    await bare?.stop();
    await shop.stop();
  }
}
