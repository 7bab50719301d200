import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { RateLimiter, readAuthSettings } from './auth';
import { functionsWithoutJwt, publicBuckets, readConfigToml, storageBuckets } from './config-toml';
import type { BackendConfig } from './config';
import { migrate, openDataFolder, openDatabase, type Db } from './db';
import { FunctionRunner } from './functions/runner';
import { loadOrCreateKeys } from './keys';
import { fileTransport, smtpTransport } from './mail/transport';
import { startMailWorker, type MailWorker } from './mail/worker';
import { createBackendServer } from './server';

export interface RunningBackend {
  url: string;
  stop(): Promise<void>;
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

async function openAndMigrate(config: BackendConfig, log: (line: string) => void, restore: string | undefined): Promise<Db> {
  const prepare = (db: Db) => migrate(db, { seed: true, log });
  if (!config.databaseUrl) return openDataFolder(config.dataRoot, { log, prepare, restore });
  let started = Date.now();
  log(`Connecting to PostgreSQL (DATABASE_URL)`);
  const db = await openDatabase({ databaseUrl: config.databaseUrl });
  log(`Database ready in ${seconds(started)}`);
  started = Date.now();
  try {
    await prepare(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  log(`Schema up to date in ${seconds(started)}`);
  return db;
}

export interface StartOptions {
  /** Restore this snapshot of the embedded database first ('latest' or a file). */
  restoreSnapshot?: string;
}

/** Opens and migrates the database, then serves the API on 127.0.0.1:<port>. */
export async function startBackend(config: BackendConfig, log: (line: string) => void, options: StartOptions = {}): Promise<RunningBackend> {
  if (options.restoreSnapshot && config.databaseUrl) throw new Error('Snapshots are of the embedded database: unset DATABASE_URL to restore one.');
  const keys = await loadOrCreateKeys(config.dataRoot);
  const toml = readConfigToml();
  // Read before the database opens, so a broken auth setting or template stops the start at once.
  const authSettings = readAuthSettings(toml, config.siteUrl);
  const db = await openAndMigrate(config, log, options.restoreSnapshot);
  let baseUrl = `http://127.0.0.1:${config.port}`;
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fileTransport(join(config.dataRoot, 'mail'), config.mailFrom);
  const mail: MailWorker = config.mailWorker ? startMailWorker(db, transport, log) : { nudge: () => {}, stop: async () => transport.close() };
  const server = createBackendServer({
    db,
    keys,
    config,
    auth: {
      db,
      jwtSecret: keys.jwtSecret,
      baseUrl: () => baseUrl,
      settings: authSettings,
      limiter: new RateLimiter(),
      nudgeMail: () => mail.nudge(),
    },
    functions: new FunctionRunner({ functionsDirs: config.functionsDirs, baseUrl: () => baseUrl, log }),
    publicBuckets: publicBuckets(toml),
    buckets: storageBuckets(toml),
    functionsWithoutJwt: functionsWithoutJwt(toml),
    mailPage: transport.kind === 'files',
    log,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await mail.stop();
    await db.close();
    throw error;
  }
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // What a function reads from its environment on Supabase Edge.
  process.env.SUPABASE_URL = baseUrl;
  process.env.SUPABASE_ANON_KEY = keys.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = keys.serviceRoleKey;
  return {
    url: baseUrl,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await mail.stop();
      await db.close();
    },
  };
}
