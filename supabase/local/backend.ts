import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { functionsWithoutJwt, publicBuckets, readConfigToml } from './config-toml';
import type { BackendConfig } from './config';
import { migrate, openDatabase, type Db } from './db';
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

async function openAndMigrate(config: BackendConfig, log: (line: string) => void): Promise<Db> {
  let started = Date.now();
  const dataDir = join(config.dataRoot, 'db');
  if (config.databaseUrl) log(`Connecting to PostgreSQL (DATABASE_URL)`);
  else if (existsSync(join(dataDir, 'PG_VERSION'))) log(`Opening the local database in ${dataDir}`);
  else log(`Creating the local database in ${dataDir} (first start only, takes a few seconds)`);
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir });
  log(`Database ready in ${seconds(started)}`);
  started = Date.now();
  try {
    await migrate(db, { seed: true, log });
  } catch (error) {
    await db.close();
    throw error;
  }
  log(`Schema up to date in ${seconds(started)}`);
  return db;
}

/** Opens and migrates the database, then serves the API on 127.0.0.1:<port>. */
export async function startBackend(config: BackendConfig, log: (line: string) => void): Promise<RunningBackend> {
  const keys = await loadOrCreateKeys(config.dataRoot);
  const db = await openAndMigrate(config, log);
  let baseUrl = `http://127.0.0.1:${config.port}`;
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fileTransport(join(config.dataRoot, 'mail'), config.mailFrom);
  const mail: MailWorker = startMailWorker(db, transport, log);
  const toml = readConfigToml();
  const server = createBackendServer({
    db,
    keys,
    config,
    auth: { db, jwtSecret: keys.jwtSecret, baseUrl: () => baseUrl, siteUrl: config.siteUrl, nudgeMail: () => mail.nudge() },
    functions: new FunctionRunner({ functionsDirs: config.functionsDirs, baseUrl: () => baseUrl, log }),
    publicBuckets: publicBuckets(toml),
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
