import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import { supabaseEnv } from '@/lib/env';
import type { Database } from './database.types';

/**
 * Refreshes an expiring Supabase session and writes the new cookies onto `response`, the response the
 * middleware returns (a fresh response would drop them). Visitors without a session cost nothing.
 */
export async function updateSession(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  if (!request.cookies.getAll().some(({ name }) => name.startsWith('sb-') && name.includes('-auth-token'))) {
    return response;
  }
  const { url, anonKey } = supabaseEnv();
  const supabase = createServerClient<Database>(url, anonKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
      },
    },
  });
  // getUser() asks the auth server, so an expired or revoked session is refreshed or cleared here.
  await supabase.auth.getUser();
  return response;
}
