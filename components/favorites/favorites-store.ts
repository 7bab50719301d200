'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { onAuthEvent, sessionStored, startAuth } from '@/components/auth/auth-state';
import { saveFavorite, syncFavorites } from './actions';

/**
 * Favorites for everyone: a guest's live in this browser (localStorage) and join the account at sign-in; a signed-in
 * traveller's live in the account. Changes show at once and are rolled back when the server refuses.
 */
export interface FavoritesSnapshot {
  /** False until it is known whose favorites these are (a stored session is being checked). */
  ready: boolean;
  mode: 'guest' | 'account';
  ids: readonly number[];
}

export const GUEST_FAVORITES_KEY = 'favorites';
const MAX_GUEST_FAVORITES = 500;
const EMPTY: FavoritesSnapshot = { ready: false, mode: 'guest', ids: [] };

let snapshot: FavoritesSnapshot = EMPTY;
let started = false;
const listeners = new Set<() => void>();
/** One request at a time per trip, so quick repeated clicks reach the server in order. */
const queues = new Map<number, Promise<unknown>>();

function set(next: Partial<FavoritesSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/** The guest list as stored; anything malformed is dropped rather than trusted. */
export function parseGuestFavorites(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
    return [...new Set(ids)].slice(0, MAX_GUEST_FAVORITES);
  } catch {
    return [];
  }
}

function readGuest(): number[] {
  try {
    return parseGuestFavorites(window.localStorage.getItem(GUEST_FAVORITES_KEY));
  } catch {
    return [];
  }
}

function writeGuest(ids: readonly number[]): boolean {
  try {
    if (ids.length === 0) window.localStorage.removeItem(GUEST_FAVORITES_KEY);
    else window.localStorage.setItem(GUEST_FAVORITES_KEY, JSON.stringify(ids));
    return true;
  } catch {
    return false;
  }
}

async function syncAccount(): Promise<void> {
  const guest = readGuest();
  const result = await syncFavorites(guest).catch(() => ({ ok: false, reason: 'failed' }) as const);
  if (result.ok) {
    writeGuest([]);
    set({ ready: true, mode: 'account', ids: result.value });
  } else if (result.reason === 'signedOut') {
    set({ ready: true, mode: 'guest', ids: guest });
  } else {
    // The account could not be read: show nothing rather than the guest list as if it were the account's.
    set({ ready: true, mode: 'account', ids: [] });
  }
}

function start(): void {
  if (started) return;
  started = true;
  set({ ready: !sessionStored(), mode: 'guest', ids: readGuest() });
  onAuthEvent((event, session, newSignIn) => {
    const arrived = event === 'INITIAL_SESSION' || newSignIn;
    if (arrived && session?.user) void syncAccount();
    else if (event === 'INITIAL_SESSION') set({ ready: true, mode: 'guest', ids: readGuest() });
    else if (event === 'SIGNED_OUT') set({ ready: true, mode: 'guest', ids: readGuest() });
  });
  // Another tab of a guest changed the list.
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_FAVORITES_KEY && snapshot.mode === 'guest') set({ ids: readGuest() });
  });
  startAuth();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFavorites(): FavoritesSnapshot {
  useEffect(start, []);
  return useSyncExternalStore(subscribe, () => snapshot, () => EMPTY);
}

export type ToggleOutcome = 'saved' | 'removed' | 'failed';

/** Saves or removes a trip at once on screen; the server's refusal puts it back. */
export function toggleFavorite(tripId: number): Promise<ToggleOutcome> {
  const saved = !snapshot.ids.includes(tripId);
  const apply = (on: boolean) => set({ ids: on ? [...snapshot.ids.filter((id) => id !== tripId), tripId] : snapshot.ids.filter((id) => id !== tripId) });
  apply(saved);
  if (snapshot.mode === 'guest') {
    if (writeGuest(snapshot.ids)) return Promise.resolve(saved ? 'saved' : 'removed');
    apply(!saved);
    return Promise.resolve('failed');
  }
  const previous = queues.get(tripId) ?? Promise.resolve();
  const request = previous
    .then(() => saveFavorite(tripId, saved))
    .catch(() => ({ ok: false as const, reason: 'failed' as const }))
    .then((result): ToggleOutcome => {
      if (result.ok) return saved ? 'saved' : 'removed';
      apply(!saved);
      return 'failed';
    });
  queues.set(tripId, request);
  void request.finally(() => {
    if (queues.get(tripId) === request) queues.delete(tripId);
  });
  return request;
}
