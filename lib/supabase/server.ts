import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { supabaseEnv } from '@/lib/env';
import type { Database } from './database.types';
import { backendCallOptions } from './timeout';

/**
 * A client bound to the visitor's session cookies, created per request (never store it in a module).
 * Reading cookies makes the route dynamic: use it only for personal data. `onBehalfOf` (the visitor's address) is for
 * auth calls that a visitor's request makes the server send (verifying an e-mail link): the auth service then counts
 * them against that visitor's allowance, not against the server's.
 */
export async function createClient({ onBehalfOf }: { onBehalfOf?: string } = {}) {
  const { url, anonKey } = supabaseEnv();
  const cookieStore = await cookies();
  const secretKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SUPABASE_SECRET_KEY;
  // Auth limits a call the server makes for a visitor by the visitor's address only when the server says it with the
  // secret key (Sb-Forwarded-For); otherwise every visitor would spend the server's own allowance.
  const forVisitor = onBehalfOf && secretKey ? { key: secretKey, headers: { 'Sb-Forwarded-For': onBehalfOf } } : null;
  const options = backendCallOptions();
  return createServerClient<Database>(url, forVisitor?.key ?? anonKey, {
    ...options,
    global: { ...options.global, ...(forVisitor ? { headers: forVisitor.headers } : {}) },
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
