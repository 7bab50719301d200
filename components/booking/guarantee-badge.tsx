'use client';

import { guaranteeLabel, guaranteeState } from '@/lib/booking/guarantee';
import { departureNow, type LiveShown, type PlacesNow } from '@/lib/booking/live-places';
import { countLabel } from '@/lib/i18n/count-label';
import { useLive, useLivePlaces } from './live-places';

/**
 * "Guaranteed to run", or how many more paid travellers a departure needs to be: the cached page's answer until the
 * live read gives the current one, since any payment can change it (docs/guaranteed-departures.md). Nothing for a
 * cancelled departure, whose places badge says so.
 */
export function GuaranteeBadge({ initial, className = '' }: { initial: PlacesNow; className?: string }) {
  const { texts } = useLivePlaces();
  const stateNow = (shown: LiveShown) => {
    const now = departureNow(shown, initial);
    return guaranteeState(now, now.availability === 'cancelled');
  };
  // What it says, as two plain values, so that an answer which leaves them as they were renders nothing here.
  const label = useLive((shown) => {
    const state = stateNow(shown);
    return state && guaranteeLabel(state, { guaranteed: texts.guaranteed, needed: (count) => countLabel(texts.needed, count) });
  });
  const guaranteed = useLive((shown) => stateNow(shown)?.kind === 'guaranteed');
  if (!label) return null;
  return (
    <span
      data-testid="guarantee-badge"
      data-guaranteed={guaranteed}
      className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-sm font-medium ${guaranteed ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-50 text-slate-700 ring-1 ring-slate-200'} ${className}`}
    >
      {guaranteed ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-current">
          <path d="M8.1 13.3 4.8 10l-1.2 1.2 4.5 4.5 8.3-8.3-1.2-1.2z" />
        </svg>
      ) : null}
      {label}
    </span>
  );
}
