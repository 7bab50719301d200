import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import { isPersonalPath } from '@/lib/auth/personal-paths';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { supabaseEnv } from '@/lib/env';
import type { Database } from './database.types';
import { authWithin, backendCallOptions } from './timeout';

/**
 * Refreshes an expiring Supabase session and writes the new cookies onto `response`, the response the middleware
 * returns (a fresh response would drop them). Only personal pages (account, auth, booking, payment) read the session
 * on the server, so only they get it refreshed: a catalogue page never varies with, or sets, a visitor's cookies,
 * and its cached copy is the same for everyone (the browser's client keeps the session fresh there). Visitors
 * without a session cost nothing.
 */
export async function updateSession(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  if (!isPersonalPath(request.nextUrl.pathname)) return response;
  if (!request.cookies.getAll().some(({ name }) => SESSION_COOKIE.test(name))) return response;
  const { url, anonKey } = supabaseEnv();
  const supabase = createServerClient<Database>(url, anonKey, {
    ...backendCallOptions(),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        // A response that carries a session must never be stored by a shared cache.
        for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      },
    },
  });
  // getUser() asks the auth server, so an expired or revoked session is refreshed or cleared here. auth-js retries a
  // failed refresh for up to 30 s; the page is not kept waiting that long: past two call timeouts it goes on with the
  // session as it was (the page's own read of the user is bounded the same way).
  await authWithin(supabase.auth.getUser());
  return response;
}
