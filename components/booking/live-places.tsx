'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { availabilityLabel, type AvailabilityKind } from '@/lib/booking/availability';
import { availabilityPath, LIVE_POLL_MS, parsePlaces, samePlaces, type LiveTexts, type PlacesNow } from '@/lib/booking/live-places';
import { countLabel } from '@/lib/i18n/count-label';

/**
 * Places that are live on a cached page: the trip and book pages are the same for everyone and kept for minutes, so
 * while one is open and visible it asks the small availability read (GET /api/trips/[id]/availability) every
 * LIVE_POLL_MS and shows its answer: places left, last spot, sold out. Polling rather than a realtime channel: the
 * read is a few hundred bytes that a shared cache answers for everyone at once, it works the same on a hosted project
 * and on the local backend, and a page nobody looks at asks nothing.
 */
interface LivePlaces {
  /** The latest answer by departure id; null until the first one. */
  places: ReadonlyMap<number, PlacesNow> | null;
  /** The last read failed: the counts shown are the page's own (or an earlier answer). */
  stale: boolean;
  /** Takes an answer read elsewhere (a refused hold returns the trip's places as they are now). */
  accept: (places: PlacesNow[]) => void;
  /** What the badges say, formatted by the page. */
  texts: LiveTexts;
}

const LiveContext = createContext<LivePlaces | null>(null);

export function useLivePlaces(): LivePlaces {
  const live = useContext(LiveContext);
  if (!live) throw new Error('Live places are read inside a LivePlacesProvider');
  return live;
}

const READ_TIMEOUT_MS = 5000;

interface Shown {
  places: ReadonlyMap<number, PlacesNow> | null;
  stale: boolean;
}
const NOTHING_READ: Shown = { places: null, stale: false };

export function LivePlacesProvider({ tripId, texts, children }: { tripId: number; texts: LiveTexts; children: ReactNode }) {
  const [{ places, stale }, setShown] = useState<Shown>(NOTHING_READ);
  // What the page shows, for the reads to compare with: an answer that says the same sets nothing, so nothing renders
  // for it, not even this provider (a state set to an equal value may still render it once before React bails out).
  const shown = useRef<Shown>(NOTHING_READ);
  const show = useCallback((next: Shown) => {
    shown.current = next;
    setShown(next);
  }, []);
  const accept = useCallback((list: PlacesNow[]) => {
    const now = shown.current;
    const same = samePlaces(now.places, list);
    if (!same || now.stale) show({ places: same ? now.places : new Map(list.map((p) => [p.id, p])), stale: false });
  }, [show]);
  const reading = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const markStale = () => {
      if (!shown.current.stale) show({ ...shown.current, stale: true });
    };
    const read = async () => {
      clearTimeout(timer);
      if (stopped || reading.current || document.visibilityState !== 'visible') return;
      reading.current = true;
      try {
        const response = await fetch(availabilityPath(tripId), { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
        const list = response.ok ? parsePlaces(await response.json()) : null;
        if (list) accept(list);
        else markStale();
      } catch {
        if (!stopped) markStale();
      } finally {
        reading.current = false;
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
  }, [tripId, accept, show]);

  const value = useMemo(() => ({ places, stale, accept, texts }), [places, stale, accept, texts]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

const badge: Record<AvailabilityKind, string> = {
  available: 'bg-brand-50 text-brand-700',
  last_spot: 'bg-amber-100 text-amber-900',
  sold_out: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-red-50 text-red-800',
};

/** "4 spots left", "1 spot left", "Sold out" or "Cancelled", kept current: the page's own figure until the first live answer. */
export function PlacesBadge({ departureId, initial, className = '' }: { departureId: number; initial: PlacesNow; className?: string }) {
  const { places, texts } = useLivePlaces();
  const now = places?.get(departureId) ?? initial;
  const label = availabilityLabel(now.availability, now.placesLeft, { ...texts, spotsLeft: (count) => countLabel(texts.spotsLeft, count) });
  return (
    <span data-testid="places-badge" data-availability={now.availability} className={`rounded px-2 font-medium ${badge[now.availability]} ${className}`}>
      {label}
    </span>
  );
}

/** Said once under a list when the live read failed: the counts shown may be old. */
export function StalePlacesNote({ className = '' }: { className?: string }) {
  const { stale, texts } = useLivePlaces();
  // Always there, empty while the counts are current, so that screen readers hear it when it fills.
  return (
    <p role="status" className={stale ? `text-sm text-slate-600 ${className}` : undefined} data-testid="places-stale">
      {stale ? texts.placesStale : null}
    </p>
  );
}
