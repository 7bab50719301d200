'use client';

import { useSyncExternalStore } from 'react';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { hasStoredSession } from '@/lib/auth/session-cookie';
import type { Database } from '@/lib/supabase/database.types';

/**
 * The browser's view of the session, shared by every account control on the page. supabase-js is loaded only when
 * a session cookie exists or a control asks for it (opening the sign-in form), so anonymous visitors never pay for
 * it. Loading at start, then a user or none once the stored session is read, updated on every event.
 */
export type AuthStatus = 'idle' | 'loading' | 'signedIn' | 'signedOut';

export interface AuthSnapshot {
  status: AuthStatus;
  user: User | null;
  /** Signed in through a password-reset link: the new password has yet to be chosen. */
  recovering: boolean;
}

/**
 * `newSignIn`: this SIGNED_IN is a visitor signing in (the page knew them signed out: the form, or another tab), not
 * supabase-js recovering the stored session as a page loads or re-confirming it when a tab regains focus.
 */
type EventListener = (event: AuthChangeEvent, session: Session | null, newSignIn: boolean) => void;

const IDLE: AuthSnapshot = { status: 'idle', user: null, recovering: false };
let snapshot: AuthSnapshot = IDLE;
let loading: Promise<SupabaseClient<Database>> | null = null;
const listeners = new Set<() => void>();
const eventListeners = new Set<EventListener>();

function set(next: Partial<AuthSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/**
 * Every session event (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY)
 * updates the user; SIGNED_OUT also ends a recovery, PASSWORD_RECOVERY starts one.
 */
export function reduceAuthEvent(state: AuthSnapshot, event: AuthChangeEvent, session: Session | null): AuthSnapshot {
  const user = session?.user ?? null;
  switch (event) {
    case 'INITIAL_SESSION':
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
      return { ...state, status: user ? 'signedIn' : 'signedOut', user };
    case 'SIGNED_OUT':
      return { status: 'signedOut', user: null, recovering: false };
    case 'PASSWORD_RECOVERY':
      return { status: user ? 'signedIn' : 'signedOut', user, recovering: true };
    default:
      return state;
  }
}

/**
 * A sign-in happens only where the page already knew the visitor signed out. As a page loads, supabase-js reports
 * the stored session it recovers as SIGNED_IN too (before INITIAL_SESSION, while the status is still "loading"):
 * reacting to that as a sign-in refreshed every page a signed-in visitor opened, and restarted a playing lesson.
 */
export function isNewSignIn(before: AuthStatus, event: AuthChangeEvent): boolean {
  return event === 'SIGNED_IN' && before === 'signedOut';
}

function handle(event: AuthChangeEvent, session: Session | null): void {
  const newSignIn = isNewSignIn(snapshot.status, event);
  set(reduceAuthEvent(snapshot, event, session));
  // Listeners run after supabase-js has finished its own work: calling back into it from inside its callback can
  // dead-lock its session lock.
  setTimeout(() => {
    for (const listener of eventListeners) listener(event, session, newSignIn);
  }, 0);
}

/** Loads supabase-js once and follows the session from then on. */
export function loadAuth(): Promise<SupabaseClient<Database>> {
  if (!loading) {
    set({ status: 'loading' });
    loading = import('@/lib/supabase/client').then(({ createClient }) => {
      const client = createClient();
      client.auth.onAuthStateChange(handle);
      return client;
    });
    loading.catch(() => {
      loading = null;
      set({ status: 'signedOut' });
    });
  }
  return loading;
}

/** At start: a stored session means a user may be present, so the session is read; otherwise nobody is. */
export function startAuth(): void {
  if (snapshot.status !== 'idle') return;
  if (hasStoredSession(document.cookie)) void loadAuth();
  else set({ status: 'signedOut' });
}

export function onAuthEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot, () => IDLE);
}

/** Whether a session cookie is stored, without loading anything (favorites and the header decide with it). */
export const sessionStored = (): boolean => typeof document !== 'undefined' && hasStoredSession(document.cookie);
