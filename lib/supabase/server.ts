import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { supabaseEnv } from '@/lib/env';
import type { Database } from './database.types';
import { backendCallOptions } from './timeout';

/**
 * A client bound to the visitor's session cookies, created per request (never store it in a module).
 * Reading cookies makes the route dynamic: use it only for personal data.
 */
export async function createClient() {
  const { url, anonKey } = supabaseEnv();
  const cookieStore = await cookies();
  return createServerClient<Database>(url, anonKey, {
    ...backendCallOptions(),
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Called from a server component, which cannot set cookies; the middleware refreshes the session instead.
        }
      },
    },
  });
}

/**
 * A cookie-less anonymous client for the public catalogue, so catalogue pages stay static and cacheable.
 * `revalidate` and `tags` go to Next's data cache through fetch.
 */
export function createCatalogueClient({ revalidate, tags }: { revalidate: number; tags: string[] }) {
  const { url, anonKey } = supabaseEnv();
  return createSupabaseClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...backendCallOptions((input, init) => fetch(input, { ...init, next: { revalidate, tags } })),
  });
}
