import { expect, test } from './support/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * Runs against a copy of the production build served by its own `next start`, so that no other browser test can
 * write to its caches meanwhile: the measure is exact.
 */
const BUILD = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const COPY = '.next-e2e-probe';
// Where a production server writes what it renders or fetches at run time.
const CACHE_DIRS = ['server/app', 'server/route-cache', 'server/page-cache', 'cache/fetch-cache'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function cacheFootprint(): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        files += 1;
        bytes += statSync(path).size;
      }
    }
  };
  for (const dir of CACHE_DIRS) walk(join(COPY, dir));
  return { files, bytes };
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  rmSync(COPY, { recursive: true, force: true });
  cpSync(BUILD, COPY, { recursive: true, filter: (source) => !source.includes(join(BUILD, 'cache', 'turbopack')) });
  const port = await freePort();
  const child = spawn(join('node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', 'localhost'], {
    env: { ...process.env, NEXT_DIST_DIR: COPY },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    const ready = await fetch(`${url}/en/404`).then(
      () => true,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the private production server did not start');
}

/** Waits until nothing more is written (a stale prerendered page regenerates in the background after its first hit). */
async function settled(): Promise<{ files: number; bytes: number }> {
  let last = cacheFootprint();
  for (let quiet = 0; quiet < 4; ) {
    await new Promise((resolve) => setTimeout(resolve, 750));
    const now = cacheFootprint();
    quiet = now.bytes === last.bytes && now.files === last.files ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

/** 1,200 distinct addresses nobody has published: unknown pages, ids, slugs, courses and review pages, in both languages. */
function unknownAddresses(): { path: string; status: number }[] {
  const run = Date.now().toString(36);
  const list: { path: string; status: number }[] = [];
  for (let n = 0; n < 100; n++) {
    list.push(
      { path: `/en/zz-${run}-${n}`, status: 404 },
      { path: `/es/a/b/zz-${run}-${n}`, status: 404 },
      { path: `/en/travel/${900_000_000 + n}/x-${run}`, status: 404 },
      { path: `/es/travel/${910_000_000 + n}/x/book`, status: 404 },
      { path: `/en/travel/1/old-${run}-${n}`, status: 308 },
      { path: `/en/country/${920_000_000 + n}`, status: 404 },
      { path: `/es/activity/${930_000_000 + n}`, status: 404 },
      { path: `/en/blog/${940_000_000 + n}`, status: 404 },
      { path: `/api/trips/${950_000_000 + n}/reviews/2`, status: 404 },
      { path: `/api/trips/1/reviews/${500 + n}`, status: 404 },
      { path: `/en/courses/${960_000_000 + n}/x-${run}`, status: 404 },
      { path: `/es/cursos/${970_000_000 + n}/y/lessons/${n + 1}`, status: 404 },
    );
  }
  return list;
}

test('1,200 distinct unknown addresses leave the caches of a production server as they were', async () => {
  test.setTimeout(600_000);
  const { url, child } = await startServer();
  try {
    // The fixed answers themselves are rendered (or regenerated) once, before the measure.
    for (const path of ['/en/zz-warm', '/es/zz-warm', '/en/travel/999999999/warm', '/es/travel/999999999/warm', '/en/country/999999999']) {
      await fetch(`${url}${path}`).then((response) => response.arrayBuffer());
    }
    const before = await settled();
    const addresses = unknownAddresses();
    expect(addresses).toHaveLength(1200);
    const wrong: string[] = [];
    for (let i = 0; i < addresses.length; i += 10) {
      await Promise.all(
        addresses.slice(i, i + 10).map(async ({ path, status }) => {
          const response = await fetch(`${url}${path}`, { redirect: 'manual' });
          await response.arrayBuffer();
          if (response.status !== status) wrong.push(`${path}: ${response.status}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
    expect(await settled()).toEqual(before);
  } finally {
    child.kill();
    rmSync(COPY, { recursive: true, force: true });
  }
});
