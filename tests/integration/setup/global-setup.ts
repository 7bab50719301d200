import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { spawnBackend } from '../../../supabase/local/spawn';
import { FIXTURE_FUNCTIONS_DIR, FIXTURE_STORAGE_DIR } from './fixtures';
import { setSharedBackend } from './shared-backend';

/**
 * One local backend for the whole integration project: a fresh temp data folder (PGlite) or DATABASE_URL when set.
 * Test files find it through SUPABASE_TEST_URL / SUPABASE_TEST_ANON_KEY / SUPABASE_TEST_SERVICE_ROLE_KEY.
 */
export default async function globalSetup(): Promise<void> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'shop-backend-test-'));
  const jwtSecret = randomBytes(48).toString('base64url');
  const backend = await spawnBackend({
    dataRoot,
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret,
    env: {
      SUPABASE_FUNCTIONS_DIR: [join(process.cwd(), 'supabase', 'functions'), FIXTURE_FUNCTIONS_DIR].join(delimiter),
      SUPABASE_STORAGE_DIR: [join(process.cwd(), 'supabase', 'storage'), FIXTURE_STORAGE_DIR].join(delimiter),
      SMTP_URL: '',
      SITE_URL: 'http://localhost:3000',
      // Every test file talks from the same loopback address; the per-client limits have their own test.
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
    },
  });
  setSharedBackend({ backend, dataRoot });
  process.env.SUPABASE_TEST_URL = backend.url;
  process.env.SUPABASE_TEST_ANON_KEY = backend.anonKey;
  process.env.SUPABASE_TEST_SERVICE_ROLE_KEY = backend.serviceRoleKey;
  process.env.SUPABASE_TEST_JWT_SECRET = jwtSecret;
  process.env.SUPABASE_TEST_DATA_DIR = dataRoot;
}
