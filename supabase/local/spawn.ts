import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { join } from 'node:path';
import { loadOrCreateKeys } from './keys';
import { localDataRoot, projectRoot } from './paths';

export interface SpawnOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  dataRoot?: string;
  databaseUrl?: string;
  jwtSecret?: string;
  env?: Record<string, string | undefined>;
  /** Command-line arguments of main.ts, e.g. --restore-snapshot. */
  args?: string[];
  /** 'pipe' (default) captures the output for the error message; 'inherit' shows it. */
  stdio?: 'pipe' | 'inherit';
  timeoutMs?: number;
}

export interface SpawnedBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited after a few seconds. */
  stop(): Promise<void>;
}

const READY = /Local backend ready at (http:\/\/\S+)/;

function waitForExit(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs supabase/local/main.ts in a child process and resolves once it prints its ready line. */
export async function spawnBackend(options: SpawnOptions = {}): Promise<SpawnedBackend> {
  const dataRoot = options.dataRoot ?? localDataRoot;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    SUPABASE_LOCAL_PORT: String(options.port ?? 0),
    SUPABASE_LOCAL_DATA_DIR: dataRoot,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.jwtSecret) env.SUPABASE_JWT_SECRET = options.jwtSecret;
  // The child makes the same keys from the same secret (env or <dataRoot>/keys.json, created here first).
  const previousSecret = process.env.SUPABASE_JWT_SECRET;
  if (env.SUPABASE_JWT_SECRET) process.env.SUPABASE_JWT_SECRET = env.SUPABASE_JWT_SECRET;
  else delete process.env.SUPABASE_JWT_SECRET;
  const keys = await loadOrCreateKeys(dataRoot).finally(() => {
    if (previousSecret === undefined) delete process.env.SUPABASE_JWT_SECRET;
    else process.env.SUPABASE_JWT_SECRET = previousSecret;
  });

  const inherit = options.stdio === 'inherit';
  const stdio: StdioOptions = ['ignore', 'pipe', inherit ? 'inherit' : 'pipe'];
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'supabase', 'local', 'main.ts'), ...(options.args ?? [])], {
    cwd: projectRoot,
    env,
    stdio,
  });
  let output = '';
  let ready = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The local backend was not ready after ${options.timeoutMs ?? 180_000} ms:\n${output}`));
    }, options.timeoutMs ?? 180_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (inherit) process.stdout.write(text);
      if (ready) return;
      output += text;
      const match = READY.exec(output);
      if (match?.[1]) {
        ready = true;
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!ready) output += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The local backend exited (${signal ?? `code ${code}`}) before it was ready:\n${output}`));
    });
  });
  return { url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, child, stop: () => waitForExit(child, 10_000) };
}
