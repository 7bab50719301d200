import { signJwt } from '../../../supabase/local/jwt';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export interface TestBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dataRoot: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the integration project through Jest (its globalSetup starts the backend)`);
  return value;
}

/** The backend started by global-setup.ts. */
export function testBackend(): TestBackend {
  return {
    url: required('SUPABASE_TEST_URL'),
    anonKey: required('SUPABASE_TEST_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_TEST_SERVICE_ROLE_KEY'),
    jwtSecret: required('SUPABASE_TEST_JWT_SECRET'),
    dataRoot: required('SUPABASE_TEST_DATA_DIR'),
  };
}

/** A real supabase-js client as a server would create it (Node 20 needs the ws transport for realtime). */
export function testClient(key?: string, url?: string): SupabaseClient {
  const backend = testBackend();
  return createClient(url ?? backend.url, key ?? backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export function signTestJwt(claims: Record<string, unknown>, secret = testBackend().jwtSecret): Promise<string> {
  return signJwt(secret, claims);
}

let counter = 0;
/** A unique address per call, so test files never collide on one backend. */
export function uniqueEmail(prefix = 'traveller'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}
