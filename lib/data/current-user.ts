import 'server-only';
import { cache } from 'react';
import type { User } from '@supabase/supabase-js';
import { createClient } from '@/lib/supabase/server';
import { authWithin } from '@/lib/supabase/timeout';

/**
 * The signed-in visitor, asked of the auth server (never trusted from the cookie's claims alone), once per request;
 * null for a guest (without a session getUser answers AuthSessionMissingError, which simply means anonymous).
 * Reading cookies makes the caller dynamic: only personal pages, route handlers and server actions call it. An auth
 * server that does not answer (auth-js retries a refresh for up to 30 s) counts as no session once two call timeouts
 * have passed, as a refused connection already does.
 */
export const currentUser = cache(async (): Promise<User | null> => {
  const supabase = await createClient();
  const answer = await authWithin(supabase.auth.getUser());
  return !answer || answer.error ? null : answer.data.user;
});

/** The signed-in visitor's id, or null for a guest. */
export async function currentUserId(): Promise<string | null> {
  return (await currentUser())?.id ?? null;
}
