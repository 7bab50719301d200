import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * A copy of the production build served by its own production server, so that no other browser test writes to its
 * caches meanwhile: a cache is cold until this test warms it, and a measure of the cache folders is exact.
 */
const BUILD = process.env.NEXT_DIST_DIR ?? '.next-e2e';
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

export interface PrivateServer {
  url: string;
  /** Files and bytes under the build copy's cache folders. */
  footprint: () => { files: number; bytes: number };
  /** The footprint once nothing more is written (a stale page regenerates in the background after its first hit). */
  settled: () => Promise<{ files: number; bytes: number }>;
  stop: () => void;
}

/** `env` adds to the test's own environment (the outage tests send the server's backend calls through a switch). */
export async function startPrivateServer(copy: string, env: Record<string, string> = {}): Promise<PrivateServer> {
  rmSync(copy, { recursive: true, force: true });
  cpSync(BUILD, copy, { recursive: true, filter: (source) => !source.includes(join(BUILD, 'cache', 'turbopack')) });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', String(port), '-H', 'localhost'], {
    env: { ...process.env, ...env, NEXT_DIST_DIR: copy },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill();
    rmSync(copy, { recursive: true, force: true });
  };
  const footprint = () => {
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
    for (const dir of CACHE_DIRS) walk(join(copy, dir));
    return { files, bytes };
  };
  const settled = async () => {
    let last = footprint();
    for (let quiet = 0; quiet < 4; ) {
      await new Promise((resolve) => setTimeout(resolve, 750));
      const now = footprint();
      quiet = now.bytes === last.bytes && now.files === last.files ? quiet + 1 : 0;
      last = now;
    }
    return last;
  };
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    if (await fetch(`${url}/en/404`).then(() => true, () => false)) return { url, footprint, settled, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the private production server did not start');
}
