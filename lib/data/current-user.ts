import 'server-only';
import { cache } from 'react';
import type { User } from '@supabase/supabase-js';
import { createClient } from '@/lib/supabase/server';

/**
 * The signed-in visitor, asked of the auth server (never trusted from the cookie's claims alone), once per request;
 * null for a guest (without a session getUser answers AuthSessionMissingError, which simply means anonymous).
 * Reading cookies makes the caller dynamic: only personal pages, route handlers and server actions call it.
 */
export const currentUser = cache(async (): Promise<User | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.getUser();
  return error ? null : data.user;
});

/** The signed-in visitor's id, or null for a guest. */
export async function currentUserId(): Promise<string | null> {
  return (await currentUser())?.id ?? null;
}
