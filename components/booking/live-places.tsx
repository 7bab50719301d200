'use client';

import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { availabilityLabel, type AvailabilityKind } from '@/lib/booking/availability';
import {
  availabilityPath, departureNow, LIVE_POLL_MS, liveStore, NOTHING_READ, parsePlaces, type LiveShown, type LiveStore, type LiveTexts, type PlacesNow,
} from '@/lib/booking/live-places';
import { countLabel } from '@/lib/i18n/count-label';

/**
 * Places that are live on a cached page: the trip and book pages are the same for everyone and kept for minutes, so
 * while one is open and visible it asks the small availability read (GET /api/trips/[id]/availability) every
 * LIVE_POLL_MS and shows its answer: places left, last spot, sold out. Polling rather than a realtime channel: the
 * read is a few hundred bytes that a shared cache answers for everyone at once, it works the same on a hosted project
 * and on the local backend, and a page nobody looks at asks nothing.
 *
 * The provider itself never renders for an answer: the answers go to a store (lib/booking/live-places.ts), and each
 * badge, link and count reads the one value it shows (useLive), so an answer renders only what it changes.
 */
interface LivePlaces {
  store: LiveStore;
  /** What the badges say, formatted by the page. */
  texts: LiveTexts;
}

const LiveContext = createContext<LivePlaces | null>(null);

export function useLivePlaces(): LivePlaces {
  const live = useContext(LiveContext);
  if (!live) throw new Error('Live places are read inside a LivePlacesProvider');
  return live;
}

/**
 * One value a component shows of the live read, picked from what is shown (a primitive, or an object the store keeps):
 * the component renders again only when an answer changes that value. The server's render, and hydration, see the
 * page's own figures (nothing read yet).
 */
export function useLive<T>(pick: (shown: LiveShown) => T): T {
  const { store } = useLivePlaces();
  return useSyncExternalStore(store.subscribe, () => pick(store.get()), () => pick(NOTHING_READ));
}

const READ_TIMEOUT_MS = 5000;

/** `initial`: the live fields of the departures as the page shows them (placesNow), until an answer differs. */
export function LivePlacesProvider({ tripId, texts, initial, children }: { tripId: number; texts: LiveTexts; initial: readonly PlacesNow[]; children: ReactNode }) {
  const [store] = useState(() => liveStore(initial));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let reading = false;
    const read = async () => {
      clearTimeout(timer);
      if (stopped || reading || document.visibilityState !== 'visible') return;
      reading = true;
      try {
        const response = await fetch(availabilityPath(tripId), { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
        const list = response.ok ? parsePlaces(await response.json()) : null;
        if (list) store.accept(list);
        else store.markStale();
      } catch {
        if (!stopped) store.markStale();
      } finally {
        reading = false;
        // A hidden page stops here; becoming visible again reads at once.
        if (!stopped) timer = setTimeout(read, LIVE_POLL_MS);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    void read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [tripId, store]);

  const value = useMemo(() => ({ store, texts }), [store, texts]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

const badge: Record<AvailabilityKind, string> = {
  available: 'bg-brand-50 text-brand-700',
  last_spot: 'bg-amber-100 text-amber-900',
  sold_out: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-red-50 text-red-800',
};

/** "4 spots left", "1 spot left", "Sold out" or "Cancelled", kept current: the page's own figure until the first live answer. */
export function PlacesBadge({ initial, className = '' }: { initial: PlacesNow; className?: string }) {
  const { texts } = useLivePlaces();
  const availability = useLive((shown) => departureNow(shown, initial).availability);
  const placesLeft = useLive((shown) => departureNow(shown, initial).placesLeft);
  const label = availabilityLabel(availability, placesLeft, { ...texts, spotsLeft: (count) => countLabel(texts.spotsLeft, count) });
  return (
    <span data-testid="places-badge" data-availability={availability} className={`rounded px-2 font-medium ${badge[availability]} ${className}`}>
      {label}
    </span>
  );
}

/** Said once under a list when the live read failed: the counts shown may be old. */
export function StalePlacesNote({ className = '' }: { className?: string }) {
  const { texts } = useLivePlaces();
  const stale = useLive((shown) => shown.stale);
  // Always there, empty while the counts are current, so that screen readers hear it when it fills.
  return (
    <p role="status" className={stale ? `text-sm text-slate-600 ${className}` : undefined} data-testid="places-stale">
      {stale ? texts.placesStale : null}
    </p>
  );
}
