import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadOrCreateKeys } from '../../../supabase/local/keys';
import { localDataRoot } from '../../../supabase/local/paths';
import { spawnBackend, type SpawnedBackend } from '../../../supabase/local/spawn';
import { buildForNewDatabase, root, startServer } from '../../shared';

/**
 * The servers the benchmarks start (the shop, Next's bare page; nginx is in nginx.ts) and the load generator they drive;
 * all on loopback, all stopped.
 */

const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/**
 * nginx and wrk from Debian's packages (`nginx`, `wrk`): when missing and running as root, this says so and installs
 * them with `apt-get install -y nginx wrk`; otherwise it stops with that command to run.
 */
export function ensureTools(): void {
  const missing = [['nginx', 'nginx'], ['wrk', 'wrk']].filter(([command]) => !hasCommand(command ?? ''));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg ?? '');
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log(`Installing ${packages.join(' and ')} for the page-serving benchmark: apt-get install -y ${packages.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  }
  const still = missing.filter(([command]) => !hasCommand(command ?? ''));
  if (still.length > 0) {
    throw new Error(`The page-serving benchmark needs ${still.map(([c]) => c).join(' and ')}: \`sudo apt-get install -y ${still.map(([, p]) => p).join(' ')}\``);
  }
}

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? Number.NaN);

/**
 * wrk for a fixed time against one URL (loopback only), with `headers` ("Name: value") on every request; requests per
 * second and the 99th percentile latency.
 */
export function loadTest(url: string, { seconds, connections, headers = [] }: { seconds: number; connections: number; headers?: string[] }): Load {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headers.flatMap((header) => ['-H', header]), url];
  const result = spawnSync('wrk', args, { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  const out = result.stdout ?? '';
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  if (result.status !== 0 || !rate || !p99) throw new Error(`wrk ${url} failed: ${result.stderr || out}`);
  if (errors) throw new Error(`wrk ${url}: ${errors} error responses`);
  return { requestsPerSecond: Number(rate), p99Ms: toMs(p99[1] ?? '', p99[2] ?? '') };
}

export interface LoadTarget {
  url: string;
  /** "Name: value" on every request. */
  headers?: string[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * Two URLs loaded in turn, `rounds` windows each and `seconds` in all per URL, the order swapped every round (A B, B A,
 * A B, ...): a moment when the machine is busy falls on both alike. Each side's rate is the mean of its windows and its
 * p99 their median; the ratio (A over B) is the median of the rounds' ratios, which one disturbed window cannot move.
 * One 8-second window each used to put the same two servers anywhere between 0.74x and 1.08x from one run to the next.
 */
export function compareLoads(a: LoadTarget, b: LoadTarget, { seconds, connections, rounds = 4 }: { seconds: number; connections: number; rounds?: number }): { a: Load; b: Load; ratio: number } {
  const windowSeconds = Math.max(1, Math.round(seconds / rounds));
  const load = (target: LoadTarget) => loadTest(target.url, { seconds: windowSeconds, connections, headers: target.headers });
  const windows: { a: Load; b: Load }[] = [];
  for (let round = 0; round < rounds; round++) {
    const aFirst = round % 2 === 0;
    const first = load(aFirst ? a : b);
    const second = load(aFirst ? b : a);
    windows.push(aFirst ? { a: first, b: second } : { a: second, b: first });
  }
  const side = (pick: (w: { a: Load; b: Load }) => Load): Load => ({
    requestsPerSecond: windows.reduce((sum, w) => sum + pick(w).requestsPerSecond, 0) / windows.length,
    p99Ms: median(windows.map((w) => pick(w).p99Ms)),
  });
  return { a: side((w) => w.a), b: side((w) => w.b), ratio: median(windows.map((w) => w.a.requestsPerSecond / w.b.requestsPerSecond)) };
}

export async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A server may run in a process of its own (`next start` starts one): the port is free only once that one is gone too. */
async function waitForClosed(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} still answers ${timeoutMs / 1000} s after its server was stopped`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface Shop {
  url: string;
  distDir: string;
  /** Starts the server again (Next lists public/ once, at start), after `beforeStart`, with `settings` added to its environment. */
  restart(beforeStart: () => void, settings?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The production build served as `npm start` serves it (`next start` on loopback), with a local backend of its own (fresh
 * database, or the PostgreSQL `databaseUrl` names; a signing secret kept between runs so an unchanged build is reused).
 */
export async function startShop({ port, backendPort, databaseUrl }: { port: number; backendPort: number; databaseUrl?: string }): Promise<Shop> {
  const distDir = '.next-bench';
  const url = `http://127.0.0.1:${port}`;
  const { jwtSecret } = await loadOrCreateKeys(join(localDataRoot, 'bench'));
  const dataRoot = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  let backend: SpawnedBackend | null = null;
  let shop: ChildProcess | null = null;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (shop) await stopChild(shop);
    if (backend) await backend.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    backend = await spawnBackend({ port: backendPort, dataRoot, jwtSecret, databaseUrl });
    const env = {
      ...process.env,
      NEXT_PUBLIC_SUPABASE_URL: backend.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    };
    await buildForNewDatabase(env, distDir);
    const log = join(dataRoot, 'next-start.log');
    const serve = async (settings: Record<string, string> = {}) => {
      const out = openSync(log, 'a');
      shop = startServer(port, { env: { ...env, ...settings }, distDir, hostname: 'localhost', stdio: ['ignore', out, out] });
      shop.once('exit', (code, signal) => {
        if (!stopping) console.error(`the shop's server exited (${signal ?? code}):\n${readFileSync(log, 'utf8').slice(-3000)}`);
      });
      await waitForUrl(`${url}/en`, shop);
    };
    await serve();
    const restart = async (beforeStart: () => void, settings: Record<string, string> = {}) => {
      stopping = true;
      if (shop) await stopChild(shop);
      await waitForClosed(`${url}/en`);
      stopping = false;
      beforeStart();
      await serve(settings);
    };
    return { url, distDir, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface BarePage {
  url: string;
  /** Its build folder (`.next` of .bench/bare-page), where its script files are. */
  distDir: string;
  /** The page's prerendered HTML, as the build wrote it and the server sends it. */
  html: string;
  /** Its route handler's address. */
  routeUrl: string;
  stop(): Promise<void>;
}

/** The bare app's route handler: what the shop's live read answers, as constant JSON (`BarePage.routeUrl`). */
export const BARE_ROUTE = '/api/places';

/**
 * The framework's floor: Next's smallest App Router page (one layout, one paragraph, no middleware, no config), and its
 * smallest route handler (BARE_ROUTE: a constant JSON answer of the live read's shape, rendered per request), built
 * from the same node_modules into .bench/ (gitignored) and served by `next start`. With `publicFile`, its own HTML is
 * also in public/ under that name, so the same server's cost of a page can be set against a static file of its bytes.
 */
export async function startBarePage(portNumber: number, { publicFile }: { publicFile?: string } = {}): Promise<BarePage> {
  const dir = join(root, '.bench', 'bare-page');
  const sources: Record<string, string> = {
    'package.json': '{ "private": true, "type": "module" }\n',
    'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
    'app/layout.jsx': `export const metadata = { title: 'Bare page', description: 'The framework floor.' };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
    'app/api/places/route.js': `export const dynamic = 'force-dynamic';
const departures = [1, 2, 3, 4, 5, 6].map((id) => ({ id, placesLeft: id % 3 ? 4 : 0, availability: id % 3 ? 'available' : 'sold_out', bookable: id % 3 !== 0 }));
export function GET() {
  return Response.json({ departures }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=2' } });
}
`,
    'app/page.jsx': `export default function Page() {
  return <main><h1>Adventure courses</h1><p>Over 500 video tutorials from our guides: buy a single course or subscribe monthly, yearly or for life.</p></main>;
}
`,
  };
  const next = join(root, 'node_modules', '.bin', 'next');
  // Built once for its sources and this Next.js: the page-serving and Lighthouse benches of one run share the build.
  const stampFile = join(dir, 'build-stamp');
  const stamp = JSON.stringify([readFileSync(join(root, 'node_modules', 'next', 'package.json'), 'utf8'), sources]);
  const indexFile = join(dir, '.next', 'server', 'app', 'index.html');
  if (!existsSync(indexFile) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    for (const [file, text] of Object.entries(sources)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const build = spawnSync(next, ['build', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error(`the bare page did not build (exit ${build.status ?? build.signal})`);
    writeFileSync(stampFile, stamp);
  }
  // public/ is not an input of the page: written after the build, read by `next start` when it starts.
  rmSync(join(dir, 'public'), { recursive: true, force: true });
  const html = readFileSync(indexFile, 'utf8');
  if (publicFile) {
    mkdirSync(join(dir, 'public'), { recursive: true });
    writeFileSync(join(dir, 'public', publicFile), html);
  }
  const server: ChildProcess = spawn(next, ['start', dir, '-p', String(portNumber), '-H', '127.0.0.1'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${portNumber}`;
  try {
    await waitForUrl(`${url}/`, server);
    return { url, distDir: join(dir, '.next'), html, routeUrl: url + BARE_ROUTE, stop: () => stopChild(server) };
  } catch (error) {
    await stopChild(server);
    throw error;
  }
}
