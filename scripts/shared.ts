import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_STORE_FOLDER } from '../lib/http/page-store.mjs';

export const root = process.cwd();
// Next's telemetry would only try to reach the internet from every build and server.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** Runs a project binary to completion, inheriting stdio; rejects with its exit code. */
export function run(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function start(name: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(bin(name), args, { stdio: 'inherit', ...options });
}

/**
 * The production server (scripts/serve.ts: Next's documented custom server, which adds to `next start` only the
 * connection's address for the per-visitor limits), on loopback (`localhost`) unless HOSTNAME names another interface
 * (a proxy or CDN in front of it reaches it there; deploy/nginx). npm start, the browser tests and the benches all
 * serve through it.
 */
export const DEFAULT_HOSTNAME = 'localhost';
export function serverArgs(port: number | string, hostname = process.env.HOSTNAME || DEFAULT_HOSTNAME): string[] {
  return ['--import', 'tsx', join(root, 'scripts', 'serve.ts'), '-p', String(port), '-H', hostname];
}

/** Starts the production server on the build in distDir (NEXT_DIST_DIR) of the current folder. */
export function startServer(port: number | string, options: SpawnOptions & { distDir?: string; hostname?: string } = {}): ChildProcess {
  const { distDir, hostname, env = process.env, ...rest } = options;
  return spawn(process.execPath, serverArgs(port, hostname), { stdio: 'inherit', ...rest, env: { ...env, ...(distDir ? { NEXT_DIST_DIR: distDir } : {}) } });
}

/**
 * The inputs of a production build: when none changed since the last build of this dist dir, it is reused. Every file
 * Next builds from at the project's root is one (tests/unit/build/build-stamp.test.ts checks the list), and the
 * assistant's shared files the pages import too (supabase/functions/_shared: the booking terms' rules).
 */
export const buildInputs = ['app', 'components', 'lib', 'messages', 'public', 'middleware.ts', 'instrumentation.ts',
  'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json', 'global.d.ts', 'supabase/functions/_shared'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** The stamp of the build inputs under `dir` (the project, or a test's copy of its layout) and the public settings. */
export function buildStamp(env: NodeJS.ProcessEnv, dir = root): string {
  const inputs = buildInputs.map((p) => `${p}:${newestMtime(join(dir, p))}`).join('|');
  const settings = Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((k) => `${k}=${env[k]}`)
    .join('|');
  return createHash('sha256').update(`${inputs}#${settings}`).digest('hex');
}

/** `next build` into distDir unless the stamp of its inputs and public settings is unchanged; whether it built. */
export async function buildIfNeeded(env: NodeJS.ProcessEnv, distDir: string): Promise<boolean> {
  const stampFile = join(root, distDir, 'shop-build-stamp');
  const stamp = buildStamp(env);
  if (existsSync(join(root, distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`Production build in ${distDir} is up to date.`);
    return false;
  }
  console.log(`Building the shop (next build into ${distDir})...`);
  await run('next', ['build'], { ...env, NEXT_DIST_DIR: distDir });
  writeFileSync(stampFile, stamp);
  return true;
}

/**
 * A production build for a server whose database is new this run (the browser tests', a bench's): built when its
 * inputs changed, else reused without the pages its server kept on disk (lib/http/page-cache.mjs), which would
 * answer with what an earlier run's database held (a trip a test changed, a search's results) until each page was
 * revalidated. Each page is then rendered again on its first request.
 */
export async function buildForNewDatabase(env: NodeJS.ProcessEnv, distDir: string): Promise<void> {
  if (await buildIfNeeded(env, distDir)) return;
  rmSync(join(root, distDir, 'server', PAGE_STORE_FOLDER), { recursive: true, force: true });
}

/** Stops children on Ctrl+C / SIGTERM, then exits. */
export function onShutdown(stop: () => Promise<void> | void): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await stop();
      process.exit(0);
    });
  }
}
