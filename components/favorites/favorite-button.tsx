'use client';

import { toast } from '@/components/ui/toast';
import { toggleFavorite, useFavorites } from './favorites-store';

export interface FavoriteLabels {
  /** "Save {trip} to favorites" with the trip's name filled in. */
  add: string;
  remove: string;
  saved: string;
  removed: string;
  error: string;
}

/** The heart on a trip card or page, for guests and signed-in travellers alike. */
export function FavoriteButton({ tripId, labels, variant = 'card' }: { tripId: number; labels: FavoriteLabels; variant?: 'card' | 'hero' }) {
  const { ready, ids } = useFavorites();
  const on = ids.includes(tripId);
  const onClick = async () => {
    const outcome = await toggleFavorite(tripId);
    if (outcome === 'saved') toast.success(labels.saved);
    else if (outcome === 'removed') toast(labels.removed);
    else toast.error(labels.error);
  };
  const look =
    variant === 'hero'
      ? 'border border-white/70 bg-black/30 text-white hover:bg-black/50'
      : 'bg-white/90 text-rose-600 shadow hover:bg-white';
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-pressed={on}
      aria-label={on ? labels.remove : labels.add}
      title={on ? labels.remove : labels.add}
      disabled={!ready}
      data-testid="favorite-button"
      data-trip-id={tripId}
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition disabled:opacity-60 ${look}`}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.3 3.1 4.5 6.9 4.5c2.1 0 3.6 1.1 5.1 3 1.5-1.9 3-3 5.1-3 3.8 0 5.9 3.8 4.5 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
