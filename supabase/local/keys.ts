import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signJwt } from './jwt';

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

// Ten years: the API keys are long-lived like a Supabase project's, the secret is what protects them.
const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

function readOrCreateSecret(dataRoot: string): string {
  const fromEnv = process.env.SUPABASE_JWT_SECRET;
  if (fromEnv) return fromEnv;
  const file = join(dataRoot, 'keys.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: unknown };
    if (typeof parsed.jwtSecret === 'string' && parsed.jwtSecret.length >= 32) return parsed.jwtSecret;
    throw new Error(`${file} has no usable jwtSecret; delete it to create a new one.`);
  }
  mkdirSync(dataRoot, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return jwtSecret;
}

/** The HS256 secret (env SUPABASE_JWT_SECRET, else <dataRoot>/keys.json) and the anon / service-role keys signed with it. */
export async function loadOrCreateKeys(dataRoot: string): Promise<Keys> {
  const jwtSecret = readOrCreateSecret(dataRoot);
  // A fixed iat keeps the keys identical across restarts, so clients configured once keep working.
  const iat = 1_767_225_600; // 2026-01-01
  const keyFor = (role: string) => signJwt(jwtSecret, { role, iss: 'supabase-local', iat, exp: iat + KEY_LIFETIME_SECONDS });
  return { jwtSecret, anonKey: await keyFor('anon'), serviceRoleKey: await keyFor('service_role') };
}
