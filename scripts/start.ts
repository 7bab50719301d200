import nextEnv from '@next/env';
import { spawnBackend } from '../supabase/local/spawn';
import { buildIfNeeded, onShutdown, root, start } from './shared';

/**
 * npm start: with NEXT_PUBLIC_SUPABASE_URL set (environment or .env*), the shop talks to that Supabase project.
 * Otherwise it starts the embedded local backend on 127.0.0.1:54321 first. Then it builds if needed and serves on 3000.
 * npm run dev: the same with `next dev`.
 */
const dev = process.argv.includes('--dev');
nextEnv.loadEnvConfig(root, dev);

const env: NodeJS.ProcessEnv = { ...process.env };
let stopBackend: () => Promise<void> = async () => {};

if (env.NEXT_PUBLIC_SUPABASE_URL) {
  console.log(`Using the Supabase project at ${env.NEXT_PUBLIC_SUPABASE_URL}; no local backend started.`);
} else {
  console.log('Starting the local backend (supabase/local)...');
  const backend = await spawnBackend({ port: Number(env.SUPABASE_LOCAL_PORT ?? 54321), stdio: 'inherit' });
  stopBackend = backend.stop;
  Object.assign(env, {
    NEXT_PUBLIC_SUPABASE_URL: backend.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
  });
}

const port = env.PORT ?? '3000';
try {
  if (!dev) await buildIfNeeded(env, '.next');
} catch (error) {
  await stopBackend();
  throw error;
}
const shop = start('next', [dev ? 'dev' : 'start', '-p', port], { env });
console.log(`The shop is starting on http://localhost:${port}`);
onShutdown(async () => {
  shop.kill('SIGTERM');
  await stopBackend();
});
shop.on('exit', async (code) => {
  await stopBackend();
  process.exit(code ?? 0);
});
