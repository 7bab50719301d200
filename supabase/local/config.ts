import { delimiter, join, resolve } from 'node:path';
import { localDataRoot, supabaseDir } from './paths';

export interface BackendConfig {
  port: number;
  dataRoot: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Searched in order; tests add their fixture folders after the project's own. */
  functionsDirs: string[];
  storageDirs: string[];
  /** Where uploads and copies are written (the data folder's storage/<bucket>/<path>), read before storageDirs. */
  storageWriteDir: string;
  log: boolean;
  /** Deliver the e-mail outbox (default on); off lets another sender (the shop's own delivery, a test) do it. */
  mailWorker: boolean;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 54321;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SUPABASE_LOCAL_PORT must be a port number, got "${value}"`);
  return port;
}

/** A PATH-like list (":"-separated) of folders, or the default one. */
function folderList(value: string | undefined, fallback: string): string[] {
  const folders = (value ?? '').split(delimiter).filter(Boolean).map((folder) => resolve(folder));
  return folders.length ? folders : [fallback];
}

/** Everything the local backend reads from the environment, in one place. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const dataRoot = env.SUPABASE_LOCAL_DATA_DIR ? resolve(env.SUPABASE_LOCAL_DATA_DIR) : localDataRoot;
  return {
    port: parsePort(env.SUPABASE_LOCAL_PORT),
    dataRoot,
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Adventure Travel <no-reply@localhost>',
    functionsDirs: folderList(env.SUPABASE_FUNCTIONS_DIR, join(supabaseDir, 'functions')),
    storageDirs: folderList(env.SUPABASE_STORAGE_DIR, join(supabaseDir, 'storage')),
    storageWriteDir: join(dataRoot, 'storage'),
    log: env.SUPABASE_LOCAL_LOG === '1',
    mailWorker: env.SUPABASE_LOCAL_MAIL_WORKER !== '0',
  };
}
