'use client';

import { guaranteeLabel, guaranteeState } from '@/lib/booking/guarantee';
import type { PlacesNow } from '@/lib/booking/live-places';
import { countLabel } from '@/lib/i18n/count-label';
import { useLivePlaces } from './live-places';

/**
 * "Guaranteed to run", or how many more paid travellers a departure needs to be: the cached page's answer until the
 * live read gives the current one, since any payment can change it (docs/guaranteed-departures.md). Nothing for a
 * cancelled departure, whose places badge says so.
 */
export function GuaranteeBadge({ initial, className = '' }: { initial: PlacesNow; className?: string }) {
  const { places, texts } = useLivePlaces();
  const now = places?.get(initial.id) ?? initial;
  const state = guaranteeState(now, now.availability === 'cancelled');
  if (!state) return null;
  const guaranteed = state.kind === 'guaranteed';
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
      {guaranteeLabel(state, { guaranteed: texts.guaranteed, needed: (count) => countLabel(texts.needed, count) })}
    </span>
  );
}
