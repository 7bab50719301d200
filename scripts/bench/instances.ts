import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../shared';
import { startInstances } from './support/instances';
import { nginxMain } from './support/nginx';
import { compareLoads, ensureTools, stopChild, waitForUrl, type Load } from './support/servers';

/**
 * What a second instance adds (deploy/README.md, "Several instances"): the page rate through nginx in front of two
 * instances of the production build sharing one Redis page cache (REDIS_URL, default redis://127.0.0.1:6379), against
 * the same nginx in front of one of them, measured in alternating windows (support/servers.ts compareLoads).
 * Each nginx includes the shipped deploy/nginx/upstream.conf (its `server` lines replaced by the instances' ports) and
 * proxy-cache.conf, with its own cache bypassed: a hit in nginx never reaches an instance, so with it on both sides
 * would measure nginx alone. Every request is thus a page the instances serve from the shared cache.
 * Ports: the instances on BENCH_PORT and the one after it, their backend on BENCH_BACKEND_PORT, the two nginx on
 * BENCH_NGINX_PORT and the one after it; the build is `.next-bench`, as the page-serving benchmark's.
 */
const PAGES = ['/en', '/en/travel/1/annapurna-sanctuary-trek'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const rate = (l: Load) => `${Math.round(l.requestsPerSecond).toLocaleString('en')}/s`.padStart(9);
const p99 = (l: Load) => `${l.p99Ms.toFixed(2)} ms`.padStart(10);

/** The shipped upstream block with these instances' ports as its servers (each line's other parameters kept). */
function upstreamFor(ports: number[]): string {
  const shipped = readFileSync(join(root, 'deploy', 'nginx', 'upstream.conf'), 'utf8');
  const line = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/m.exec(shipped);
  if (!line) throw new Error('deploy/nginx/upstream.conf has no `server 127.0.0.1:<port>` line');
  const servers = ports.map((p) => `${line[1]}server 127.0.0.1:${p}${line[2] ?? ''};\n`).join('');
  return shipped.replace(/^\s*server 127\.0\.0\.1:\d+[^;]*;\n/gm, '').replace(/(upstream shop_origin \{\n)/, `$1${servers}`);
}

/** nginx in front of `ports` with the shipped upstream and proxy configuration, its own cache bypassed. */
async function startBalancer(listen: number, ports: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-balancer-'));
  mkdirSync(join(dir, 'temp'));
  writeFileSync(join(dir, 'upstream.conf'), upstreamFor(ports));
  writeFileSync(join(dir, 'nginx.conf'), `
${nginxMain(dir)}
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  include ${join(root, 'deploy', 'nginx', 'encodings.conf')};
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=shop_pages:1m use_temp_path=off;
  include ${dir}/upstream.conf;
  server {
    listen 127.0.0.1:${listen};
    location / {
      include ${join(root, 'deploy', 'nginx', 'proxy-cache.conf')};
      proxy_cache_bypass 1;
      proxy_no_cache 1;
    }
  }
}
`);
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`http://127.0.0.1:${listen}/en`, child, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${listen}`, stop };
}

export async function run(): Promise<void> {
  ensureTools();
  const first = port('BENCH_PORT', 3099);
  const nginxPort = port('BENCH_NGINX_PORT', 18089);
  const instances = await startInstances({
    ports: [first, first + 1],
    backendPort: port('BENCH_BACKEND_PORT', 54339),
    distDir: '.next-bench',
    keys: 'bench',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    // The page-serving benchmark's build settings, so that both use one build.
    env: { NEXT_PUBLIC_SITE_URL: `http://localhost:${first}` },
  });
  const balancers: { url: string; stop(): Promise<void> }[] = [];
  try {
    const two = await startBalancer(nginxPort, [first, first + 1]);
    balancers.push(two);
    const one = await startBalancer(nginxPort + 1, [first]);
    balancers.push(one);
    console.log(`Through nginx (deploy/nginx/upstream.conf, its cache bypassed): two instances against one, one Redis page cache (${SECONDS} s a side, ${CONNECTIONS} connections, wrk)`);
    console.log(`  ${'page'.padEnd(40)} ${'two'.padStart(9)} ${'p99'.padStart(10)} ${'one'.padStart(9)} ${'p99'.padStart(10)} ${'ratio'.padStart(6)}`);
    for (const path of PAGES) {
      // Rendered once into the shared cache, through each side.
      for (const base of [two.url, one.url]) await fetch(base + path).then((r) => r.text());
      const { a, b, ratio } = compareLoads({ url: two.url + path }, { url: one.url + path }, { seconds: SECONDS, connections: CONNECTIONS });
      console.log(`  ${path.padEnd(40)} ${rate(a)} ${p99(a)} ${rate(b)} ${p99(b)} ${`${ratio.toFixed(2)}x`.padStart(6)}`);
    }
    console.log('  (on this two-core machine wrk, nginx, Redis and the instances share the cores: a second machine adds more)');
  } finally {
    for (const balancer of balancers) await balancer.stop();
    await instances.stop();
  }
}
