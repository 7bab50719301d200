import { createBrowserClient } from '@supabase/ssr';
import { supabaseEnv } from '@/lib/env';
import type { Database } from './database.types';

/** The browser client: anon key only; the session lives in cookies shared with the server. */
export function createClient() {
  const { url, anonKey } = supabaseEnv();
  return createBrowserClient<Database>(url, anonKey);
}
