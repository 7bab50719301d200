import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { loadOrCreateKeys } from '../../../supabase/local/keys';
import { localDataRoot } from '../../../supabase/local/paths';
import { spawnBackend, type SpawnedBackend } from '../../../supabase/local/spawn';
import { buildForNewDatabase, startServer } from '../../shared';
import { stopChild, waitForUrl } from './servers';

/**
 * Several instances of the production build, as an operator runs them behind nginx (deploy/README.md): one backend
 * (a fresh database: PGlite, or a PostgreSQL database given as `databaseUrl`), one build, and one server per port
 * (scripts/serve.ts, as npm start runs it), all given the same REDIS_URL, or none (each its own page cache). Used by the
 * instances benchmark and the shared-cache test.
 */

/**
 * Forgets what an earlier run of the same build left in Redis (its keys are named by the build: lib/http/page-cache.mjs),
 * since this run's database is a fresh one.
 */
async function emptyBuildCache(redisUrl: string, distDir: string): Promise<void> {
  const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  await client.connect().catch((error: Error) => {
    throw new Error(`Redis at ${redisUrl} does not answer (${error.message})`);
  });
  try {
    for await (const keys of client.scanIterator({ MATCH: `shop:pages:${buildId}:*`, COUNT: 500 })) if (keys.length) await client.del(keys);
  } finally {
    await client.close();
  }
}
export interface Instances {
  urls: string[];
  backend: SpawnedBackend;
  /** The last lines each server printed, to explain a failure. */
  logs(): string;
  stop(): Promise<void>;
}

export async function startInstances(options: {
  ports: number[];
  backendPort: number;
  distDir: string;
  /** Names the signing secret kept between runs (supabase/.local-data/<name>), so an unchanged build is reused. */
  keys: string;
  redisUrl: string | undefined;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<Instances> {
  const { jwtSecret } = await loadOrCreateKeys(join(localDataRoot, options.keys));
  const dataRoot = mkdtempSync(join(tmpdir(), 'shop-instances-'));
  const servers: ChildProcess[] = [];
  let backend: SpawnedBackend | null = null;
  const logFile = (port: number) => join(dataRoot, `serve-${port}.log`);
  const logs = () => options.ports.map((port) => `--- ${port}\n${readFileSync(logFile(port), 'utf8').slice(-2000)}`).join('\n');
  const stop = async () => {
    await Promise.all(servers.map(stopChild));
    if (backend) await backend.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    backend = await spawnBackend({ port: options.backendPort, dataRoot, jwtSecret, databaseUrl: options.databaseUrl });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_PUBLIC_SUPABASE_URL: backend.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      ...options.env,
    };
    // As npm start runs them, whatever the caller runs under (Jest sets NODE_ENV=test).
    Object.assign(env, { NODE_ENV: 'production' });
    delete env.REDIS_URL;
    if (options.redisUrl) env.REDIS_URL = options.redisUrl;
    await buildForNewDatabase(env, options.distDir);
    if (options.redisUrl) await emptyBuildCache(options.redisUrl, options.distDir);
    for (const port of options.ports) {
      const out = openSync(logFile(port), 'a');
      servers.push(startServer(port, { env, distDir: options.distDir, hostname: 'localhost', stdio: ['ignore', out, out] }));
    }
    const urls = options.ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(urls.map((url, i) => waitForUrl(`${url}/en`, servers[i] as ChildProcess, 90_000)));
    return { urls, backend, logs, stop };
  } catch (error) {
    const detail = servers.length ? `\n${logs()}` : '';
    await stop();
    throw new Error(`${(error as Error).message}${detail}`);
  }
}
