import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateKeys } from '../supabase/local/keys';
import { localDataRoot } from '../supabase/local/paths';
import { spawnBackend } from '../supabase/local/spawn';
import { ensureChromium } from '../tests/e2e/chromium';
import { E2E_CLIENT_HEADER } from '../tests/e2e/client-header';
import { buildForNewDatabase, run } from './shared';

/**
 * npm test: types, lint, unit tests, integration tests against the local backend (and DATABASE_URL's PostgreSQL when set),
 * then browser tests in Chromium against a production build served by a backend with a fresh database.
 * `--only <unit|integration|e2e>` runs one stage; other arguments are passed to Playwright.
 */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const wants = (stage: string) => !only || only === stage;
// Anything else on the command line goes to Playwright, e.g. `npm run test:e2e -- tests/e2e/search.spec.ts`.
const playwrightArgs = process.argv.slice(2).filter((arg, i, all) => arg !== '--only' && all[i - 1] !== '--only');

const step = (title: string) => console.log(`\n=== ${title} (Node.js ${process.versions.node}) ===`);

// Before the long stages, so a missing browser is found (and installed) first; the browser tests are never skipped.
let chromium = '';
if (wants('e2e')) {
  try {
    chromium = ensureChromium((line) => console.log(`[chromium] ${line}`));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`[chromium] browser tests use ${chromium}`);
}

if (wants('unit')) {
  step('Types');
  await run('next', ['typegen']);
  await run('tsc', ['--noEmit']);
  step('Lint');
  await run('eslint', ['.']);
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
  // Every browser test talks to the assistant and to auth from the same address: the per-client rate limits
  // (tested in the integration suite) would otherwise refuse the later tests. E-mail links lead to the shop under test.
  const backend = await spawnBackend({
    port: Number(process.env.E2E_BACKEND_PORT ?? 54329),
    dataRoot,
    // A fresh PostgreSQL database of your own for the browser tests' backend (PGlite otherwise).
    databaseUrl: process.env.E2E_DATABASE_URL || undefined,
    jwtSecret,
    env: {
      CHAT_RATE_LIMIT: '10000',
      SITE_URL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
      SMTP_URL: '',
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
    },
  });
  try {
    const env = {
      ...process.env,
      CHROMIUM_PATH: chromium,
      NEXT_PUBLIC_SUPABASE_URL: backend.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      // The browser tests run the scheduled jobs themselves (GET /api/cron/<job>) with this secret.
      CRON_SECRET: randomBytes(24).toString('hex'),
      // The on-demand revalidation endpoint's, for the tests that post to it as the database webhook does.
      REVALIDATE_SECRET: randomBytes(24).toString('hex'),
      // Every browser test books from the same address: lift the per-client booking limits as for the assistant.
      SHOP_RATE_LIMIT_FACTOR: '100',
      // ...and each test is a visitor of its own (tests/e2e/support/test.ts sets this header), so the places one test
      // leaves held do not count against the next one's cap (12 held places per visitor, in hold_places).
      CLIENT_IP_HEADER: E2E_CLIENT_HEADER,
      // A review widget (its address answered by the consent tests themselves) and previews, so both are tested.
      NEXT_PUBLIC_REVIEW_WIDGET_SCRIPT_URL: process.env.NEXT_PUBLIC_REVIEW_WIDGET_SCRIPT_URL || 'https://widget.reviews.example/widget.js',
      DRAFT_MODE_SECRET: process.env.DRAFT_MODE_SECRET || 'e2e-preview-secret',
    };
    await buildForNewDatabase(env, '.next-e2e');
    await run('playwright', ['test', ...playwrightArgs], { ...env, NEXT_DIST_DIR: '.next-e2e' });
  } finally {
    await backend.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}
console.log('\nAll test stages passed.');
