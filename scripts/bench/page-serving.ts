import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../shared';
import { startNginx } from './support/nginx';
import { compareLoads, ensureTools, loadTest, startBarePage, startShop, type BarePage, type Load } from './support/servers';

/**
 * How cheaply the production build serves its pages, as ratios measured in one run on this machine:
 * - the production server (`npm start`: scripts/serve.ts) serving each page against the same server serving a static
 *   file of the very same bytes from public/ (goal >= 0.8x), a page asked again within a second coming from its page
 *   memo (lib/http/page-memo.ts);
 * - the same without the memo (PAGE_MEMO_SECONDS=0), every request through Next: what routing, the middleware and the
 *   page cache cost on top of sending bytes; the same ratio of Next's smallest page (no middleware, no config:
 *   support/servers.ts) is the framework's floor, and "/ floor" sets each page's ratio against it, which is the part
 *   the shop's own code can move;
 * - the shipped nginx cache (deploy/nginx/proxy-cache.conf) in front of it against nginx serving the same bytes from
 *   disk (goal >= 0.8x), with the 99th percentile latency of each, and against the same disk server sending the page
 *   from the offset at which the cache file holds it (a body that starts mid-page costs the loopback client's copy
 *   more: on this machine a 160 KB page went out from disk 11,000 times a second from offset 0 or 4096, and 7,100
 *   from offset 2127); then the same as a browser asks, with gzip, against each page's gzip file from disk;
 * - home's largest script as a browser asks with the asset memo (lib/http/asset-memo.ts: the build's brotli copy)
 *   against the same server without it (ASSET_MEMO_BYTES=0), which gzips the file again for every request;
 * - the gzip bytes of the HTML and of the JavaScript it loads, for home and a trip page, against the framework's
 *   empty page (Next's own not-found page of the same build).
 * The two sides of each goal are measured in alternating windows and the ratio printed is the median of theirs
 * (support/servers.ts compareLoads); a rate is the mean of its windows.
 * It builds into .next-bench when the sources changed and starts its own backend, shop, bare page and nginx on loopback
 * ports (BENCH_PORT, BENCH_BACKEND_PORT, BENCH_BARE_PORT, BENCH_NGINX_PORT and the one after it), then stops them.
 */
const PAGES = ['/en', '/es/actividades', '/en/travel/1/annapurna-sanctuary-trek', '/en?q=trek'];
const WEIGHED = [['home', '/en'], ['trip page', '/en/travel/1/annapurna-sanctuary-trek']] as const;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
/** A goal's two sides: measured in alternating windows, the ratio their median (support/servers.ts compareLoads). */
const LOAD = { seconds: SECONDS, connections: CONNECTIONS };
/** Chromium's Accept-Encoding. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const gz = (data: Buffer | string) => gzipSync(data, { level: 6 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
const BARE_FILE = 'bench-page.html';
const rate = (l: Load) => `${Math.round(l.requestsPerSecond).toLocaleString('en')}/s`.padStart(9);
const p99 = (l: Load) => `${l.p99Ms.toFixed(2)} ms`.padStart(10);

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

/** The page's largest script: its address, its size before compression, gzipped as Next does and as the build's brotli copy. */
function largestScript(distDir: string, html: string): { path: string; bytes: number; gzip: number; brotli: number } {
  const sized = scriptFiles(html).map((file) => ({ file, bytes: statSync(join(distDir, file)).size }));
  const largest = sized.sort((a, b) => b.bytes - a.bytes)[0];
  if (!largest) throw new Error('the page names no script');
  const path = join(distDir, largest.file);
  return { path: `/_next/${largest.file}`, bytes: largest.bytes, gzip: gz(readFileSync(path)), brotli: statSync(`${path}.br`).size };
}

function weigh(distDir: string, html: string) {
  const js = scriptFiles(html).reduce((sum, file) => sum + gz(readFileSync(join(distDir, file))), 0);
  return { html: gz(html), js };
}

export async function run(): Promise<void> {
  ensureTools();
  const fetched = new Map<string, string>();
  const publicDir = join(root, 'public');
  // public/ is an input of the build stamp: it is left as it was found, so the next build is not started for nothing.
  const publicStat = existsSync(publicDir) ? statSync(publicDir) : null;
  const staticName = (i: number) => `bench-page-${i}.html`;
  const shop = await startShop({ port: port('BENCH_PORT', 3099), backendPort: port('BENCH_BACKEND_PORT', 54339) });
  const nginxPort = port('BENCH_NGINX_PORT', 18089);
  try {
    // The pages' bytes first (the trip page renders on its first visit; the second answer is the cached one), then
    // the same server again with those bytes in public/.
    for (const path of PAGES) {
      await get(shop.url + path);
      const { status, body } = await get(shop.url + path);
      if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
      fetched.set(path, body);
    }
    await shop.restart(() => {
      if (!existsSync(publicDir)) mkdirSync(publicDir);
      PAGES.forEach((path, i) => writeFileSync(join(publicDir, staticName(i)), fetched.get(path) ?? ''));
    });
    const nginx = await startNginx({ port: nginxPort, originPort: Number(new URL(shop.url).port), files: fetched });
    // Started inside the try, so that the bare page failing to start still stops nginx.
    let bare: BarePage | null = null;
    try {
      bare = await startBarePage(port('BENCH_BARE_PORT', 3098), { publicFile: BARE_FILE });
      const served = await get(`${bare.url}/`);
      if (served.body !== bare.html) throw new Error('the bare page sends other bytes than its prerendered HTML: the static file would not be the same');
      console.log(`Serving pages (${SECONDS} s each, ${CONNECTIONS} connections, wrk; production build in ${shop.distDir})`);
      console.log(`  ${'page'.padEnd(40)} ${'npm start'.padStart(10)} ${'same bytes'.padStart(10)} ${'ratio'.padStart(6)}   ${'nginx cache'.padStart(11)} ${'p99'.padStart(10)} ${'from disk'.padStart(9)} ${'p99'.padStart(10)} ${'ratio'.padStart(6)}   ${'at offset'.padStart(9)} ${'ratio'.padStart(6)}`);
      const files = new Map<string, Load>();
      for (const [i, path] of PAGES.entries()) {
        for (const url of [shop.url + path, nginx.cacheUrl + path]) await get(url); // warm: cache filled
        const again = await get(shop.url + path);
        if (again.headers.age === undefined) throw new Error(`${path} asked again was not answered by the page memo (no Age header)`);
        const origin = compareLoads({ url: shop.url + path }, { url: `${shop.url}/${staticName(i)}` }, LOAD);
        const [page, file] = [origin.a, origin.b];
        files.set(path, file);
        const fromCache = compareLoads({ url: nginx.cacheUrl + path }, { url: nginx.diskUrl + path }, LOAD);
        const [cached, disk] = [fromCache.a, fromCache.b];
        const copy = nginx.atCacheOffset(Buffer.from(fetched.get(path) ?? '', 'utf8'));
        if (!copy) throw new Error(`${path}: no copy in the nginx cache`);
        const atOffset = loadTest(copy.url, { seconds: SECONDS, connections: CONNECTIONS, headers: [copy.range] });
        console.log(
          `  ${path.padEnd(40)} ${rate(page)}  ${rate(file)}  ${ratio(origin.ratio, 1).padStart(6)}   ` +
            `${rate(cached)}   ${p99(cached)} ${rate(disk)} ${p99(disk)} ${ratio(fromCache.ratio, 1).padStart(6)}   ` +
            `${rate(atOffset)} ${ratio(cached.requestsPerSecond, atOffset.requestsPerSecond).padStart(6)}`,
        );
      }
      const cacheStatus = (await get(nginx.cacheUrl + PAGES[0])).headers['x-cache-status'];
      console.log(`  (a page asked again is answered by the page memo, with an Age header; nginx cache status of a repeated request: ${cacheStatus}; goals: both ratios >= 0.80x,\n   each the median of ${SECONDS} s per side in alternating windows)`);
      console.log('  ("at offset": the same disk server sending the page from the offset at which its body starts in the cache file,');
      console.log('   after the stored headers, as a range request: where a loopback client copies a body that starts mid-page)');

      // What a browser gets: every one asks for gzip. The disk reference sends each page's gzip file (gzip_static).
      console.log(`\nThe same as a browser asks (${BROWSER_ENCODING}): npm start, and the nginx cache against each page's gzip from disk`);
      console.log(`  ${'page'.padEnd(40)} ${'npm start'.padStart(10)}   ${'nginx cache'.padStart(11)} ${'p99'.padStart(10)} ${'from disk'.padStart(9)} ${'p99'.padStart(10)} ${'ratio'.padStart(6)}`);
      const asBrowser = { seconds: SECONDS, connections: CONNECTIONS, headers: [`Accept-Encoding: ${BROWSER_ENCODING}`] };
      for (const path of PAGES) {
        await get(nginx.cacheUrl + path, { 'accept-encoding': BROWSER_ENCODING });
        const again = await get(nginx.cacheUrl + path, { 'accept-encoding': BROWSER_ENCODING });
        const served = `${again.headers['x-cache-status']} ${again.headers['content-encoding'] ?? 'identity'}`;
        if (served !== 'HIT gzip') throw new Error(`${path} through the nginx cache for a browser: ${served}, not a gzip HIT`);
        // The origin's gzip of a page comes with its length, so the cache's copy goes out whole rather than in chunks.
        if (!again.headers['content-length']) throw new Error(`${path} through the nginx cache for a browser: no Content-Length (sent in chunks)`);
        const origin = loadTest(shop.url + path, asBrowser);
        const fromCache = compareLoads({ url: nginx.cacheUrl + path, headers: asBrowser.headers }, { url: nginx.diskUrl + path, headers: asBrowser.headers }, LOAD);
        const [cached, disk] = [fromCache.a, fromCache.b];
        console.log(`  ${path.padEnd(40)} ${rate(origin)}   ${rate(cached)}   ${p99(cached)} ${rate(disk)} ${p99(disk)} ${ratio(fromCache.ratio, 1).padStart(6)}`);
      }
      const refused = await get(nginx.cacheUrl + PAGES[0], { 'accept-encoding': 'gzip;q=0, identity' });
      if (refused.headers['content-encoding'] || !refused.body.trimEnd().endsWith('</html>')) {
        throw new Error(`${PAGES[0]} through the nginx cache for a client refusing gzip: ${refused.headers['content-encoding'] ?? 'not the page'}`);
      }
      console.log('  (a repeated request is a gzip HIT with its Content-Length on every page; a client refusing gzip gets the page as it is)');

      // A first visit also fetches the page's scripts: the largest of home's, as a browser asks, from the asset memo.
      const script = largestScript(join(root, shop.distDir), fetched.get('/en') ?? '');
      const scriptAsked = { 'accept-encoding': BROWSER_ENCODING };
      await get(shop.url + script.path, scriptAsked);
      const scriptAgain = await get(shop.url + script.path, scriptAsked);
      if (scriptAgain.headers.age === undefined || scriptAgain.headers['content-encoding'] !== 'br') {
        throw new Error(`${script.path} asked again was not a brotli answer of the asset memo (${scriptAgain.headers['content-encoding'] ?? 'identity'})`);
      }
      const scriptWithMemo = loadTest(shop.url + script.path, asBrowser);

      // Every request through Next: the server started again with the memo off, against the same files measured above.
      await shop.restart(() => undefined, { PAGE_MEMO_SECONDS: '0', ASSET_MEMO_BYTES: '0' });
      const scriptWithout = await get(shop.url + script.path, scriptAsked);
      if (scriptWithout.headers.age !== undefined) throw new Error(`${script.path} came from an asset memo that should be off`);
      const scriptThroughNext = loadTest(shop.url + script.path, asBrowser);
      console.log(`\nHome's largest script (${script.path}, ${kb(script.bytes)}), as a browser asks: npm start with the asset memo (the build's brotli copy), and without it (ASSET_MEMO_BYTES=0: Next's gzip)`);
      console.log(`  ${'with'.padStart(9)} ${'p99'.padStart(10)} ${'without'.padStart(9)} ${'p99'.padStart(10)} ${'ratio'.padStart(6)}`);
      console.log(`  ${rate(scriptWithMemo)} ${p99(scriptWithMemo)} ${rate(scriptThroughNext)} ${p99(scriptThroughNext)} ${ratio(scriptWithMemo.requestsPerSecond, scriptThroughNext.requestsPerSecond).padStart(6)}`);
      console.log(`  (without it, Next reads and compresses the file again for every request; ${kb(script.brotli)} of brotli against ${kb(script.gzip)} of gzip)`);

      console.log(`\nWithout the page memo (PAGE_MEMO_SECONDS=0): every request through Next's router, the middleware and its page cache`);
      console.log(`  ${'page'.padEnd(40)} ${'Next'.padStart(10)} ${'same bytes'.padStart(10)} ${'ratio'.padStart(6)} ${'/ floor'.padStart(7)}`);
      const barePage = loadTest(`${bare.url}/`, { seconds: SECONDS, connections: CONNECTIONS });
      const bareFile = loadTest(`${bare.url}/${BARE_FILE}`, { seconds: SECONDS, connections: CONNECTIONS });
      const floor = barePage.requestsPerSecond / bareFile.requestsPerSecond;
      console.log(`  ${'bare Next page (framework floor)'.padEnd(40)} ${rate(barePage)}  ${rate(bareFile)}  ${ratio(barePage.requestsPerSecond, bareFile.requestsPerSecond).padStart(6)} ${'1.00x'.padStart(7)}`);
      for (const path of PAGES) {
        await get(shop.url + path); // warm: Next's page cache read once
        const again = await get(shop.url + path);
        if (again.headers.age !== undefined) throw new Error(`${path} came from a page memo that should be off`);
        const page = loadTest(shop.url + path, { seconds: SECONDS, connections: CONNECTIONS });
        const file = files.get(path)!;
        const pageRatio = page.requestsPerSecond / file.requestsPerSecond;
        console.log(`  ${path.padEnd(40)} ${rate(page)}  ${rate(file)}  ${ratio(pageRatio, 1).padStart(6)} ${ratio(pageRatio, floor).padStart(7)}`);
      }
    } finally {
      await bare?.stop();
      await nginx.stop();
    }

    const floorFile = join(root, shop.distDir, 'server', 'app', '_not-found.html');
    if (existsSync(floorFile)) {
      const floor = weigh(join(root, shop.distDir), readFileSync(floorFile, 'utf8'));
      console.log('\nPage weight, gzip (against the framework\'s empty page: Next\'s own not-found page of this build)');
      console.log(`  ${'page'.padEnd(12)} ${'HTML'.padStart(9)} ${'JavaScript'.padStart(11)}   HTML / floor   JS / floor`);
      console.log(`  ${'empty page'.padEnd(12)} ${kb(floor.html).padStart(9)} ${kb(floor.js).padStart(11)}`);
      for (const [label, path] of WEIGHED) {
        const w = weigh(join(root, shop.distDir), fetched.get(path) ?? '');
        console.log(`  ${label.padEnd(12)} ${kb(w.html).padStart(9)} ${kb(w.js).padStart(11)}   ${ratio(w.html, floor.html).padStart(12)} ${ratio(w.js, floor.js).padStart(12)}`);
      }
    }
  } finally {
    await shop.stop();
    PAGES.forEach((_, i) => {
      const file = join(publicDir, staticName(i));
      if (existsSync(file)) unlinkSync(file);
    });
    if (publicStat) utimesSync(publicDir, publicStat.atime, publicStat.mtime);
    else if (existsSync(publicDir)) rmdirSync(publicDir);
  }
}
