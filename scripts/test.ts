import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateKeys } from '../supabase/local/keys';
import { localDataRoot } from '../supabase/local/paths';
import { spawnBackend } from '../supabase/local/spawn';
import { findChromium, missingChromiumMessage } from '../tests/e2e/chromium';
import { buildIfNeeded, run } from './shared';

/**
 * npm test: types, unit tests, integration tests against the local backend (and DATABASE_URL's PostgreSQL when set),
 * then browser tests in Chromium against a production build served by a backend with a fresh database.
 * `--only <unit|integration|e2e>` runs one stage; other arguments are passed to Playwright.
 */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const wants = (stage: string) => !only || only === stage;
// Anything else on the command line goes to Playwright, e.g. `npm run test:e2e -- tests/e2e/search.spec.ts`.
const playwrightArgs = process.argv.slice(2).filter((arg, i, all) => arg !== '--only' && all[i - 1] !== '--only');

const chromium = findChromium();
if (wants('e2e') && !chromium) {
  console.error(missingChromiumMessage);
  process.exit(1);
}

const step = (title: string) => console.log(`\n=== ${title} ===`);

if (wants('unit')) {
  step('Types');
  await run('next', ['typegen']);
  await run('tsc', ['--noEmit']);
  step('Unit tests');
  await run('jest', ['--selectProjects', 'unit']);
}

if (wants('integration')) {
  step(`Integration tests (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'})`);
  // PGlite loads its WebAssembly through a dynamic import, which Jest's VM only allows with this flag.
  await run('jest', ['--selectProjects', 'integration', '--maxWorkers=2'], {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
  });
}

if (wants('e2e')) {
  step('Browser tests (Chromium, production build)');
  // A fresh database every run, but the same signing secret, so an unchanged production build can be reused.
  const { jwtSecret } = await loadOrCreateKeys(join(localDataRoot, 'e2e'));
  const dataRoot = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  // Every browser test talks to the assistant from the same address: the per-client rate limit (tested in the
  // integration suite) would otherwise refuse the later tests.
  const backend = await spawnBackend({
    port: Number(process.env.E2E_BACKEND_PORT ?? 54329),
    dataRoot,
    jwtSecret,
    env: { CHAT_RATE_LIMIT: '10000' },
  });
  try {
    const env = {
      ...process.env,
      CHROMIUM_PATH: chromium ?? '',
      NEXT_PUBLIC_SUPABASE_URL: backend.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    };
    await buildIfNeeded(env, '.next-e2e');
    await run('playwright', ['test', ...playwrightArgs], { ...env, NEXT_DIST_DIR: '.next-e2e' });
  } finally {
    await backend.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}
console.log('\nAll test stages passed.');
