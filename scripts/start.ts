import nextEnv from '@next/env';
import { spawnBackend } from '../supabase/local/spawn';
import { randomBytes } from 'node:crypto';
import { startLocalCron } from './local-cron';
import { buildIfNeeded, DEFAULT_HOSTNAME, onShutdown, root, start, startServer } from './shared';

/**
 * npm start: with NEXT_PUBLIC_SUPABASE_URL set (environment or .env*), the shop talks to that Supabase project.
 * Otherwise it starts the embedded local backend on 127.0.0.1:54321 first. Then it builds if needed and runs Next's own
 * `next start` on PORT (3000), listening on loopback (localhost) unless HOSTNAME names another address (docs/serving.md: a cache
 * in front does the caching and compression). npm run dev: the same with `next dev`.
 */
const dev = process.argv.includes('--dev');
nextEnv.loadEnvConfig(root, dev);

const env: NodeJS.ProcessEnv = { ...process.env };
let stopBackend: () => Promise<void> = async () => {};

if (env.NEXT_PUBLIC_SUPABASE_URL) {
  console.log(`Using the Supabase project at ${env.NEXT_PUBLIC_SUPABASE_URL}; no local backend started.`);
} else {
  console.log('Starting the local backend (supabase/local)...');
  // Its e-mail links lead back to this shop, on whatever port it is started.
  const backend = await spawnBackend({
    port: Number(env.SUPABASE_LOCAL_PORT ?? 54321),
    stdio: 'inherit',
    env: { SITE_URL: env.SITE_URL || `http://localhost:${env.PORT ?? '3000'}` },
  });
  stopBackend = backend.stop;
  Object.assign(env, {
    NEXT_PUBLIC_SUPABASE_URL: backend.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
  });
}

const port = env.PORT ?? '3000';
// The scheduled jobs' secret: yours when set, otherwise a fresh one for this run.
env.CRON_SECRET ||= randomBytes(24).toString('hex');
try {
  if (!dev) await buildIfNeeded(env, '.next');
} catch (error) {
  await stopBackend();
  throw error;
}
const hostname = env.HOSTNAME || DEFAULT_HOSTNAME;
const shop = dev ? start('next', ['dev', '-p', port, '-H', hostname], { env }) : startServer(port, { env, hostname });
console.log(`The shop is starting on http://${hostname}:${port}`);
const stopCron = startLocalCron(`http://127.0.0.1:${port}`, env.CRON_SECRET);
onShutdown(async () => {
  stopCron();
  shop.kill('SIGTERM');
  await stopBackend();
});
shop.on('exit', async (code) => {
  await stopBackend();
  process.exit(code ?? 0);
});
