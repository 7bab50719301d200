import 'server-only';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { supabaseEnv } from '@/lib/env';
import type { Database } from './database.types';
import { backendCallOptions } from './timeout';

/**
 * WARNING: the service role bypasses row-level security. Server-only code may use it for work no visitor may do
 * (webhooks, fulfilment); never pass its results to the browser unfiltered.
 */
export function createAdminClient() {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SUPABASE_SECRET_KEY;
  if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set (see .env.example).');
  return createSupabaseClient<Database>(supabaseEnv().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...backendCallOptions(),
  });
}
