'use client';

import { joinsWaitlist } from '@/lib/booking/waitlist';
import { countLabel } from '@/lib/i18n/count-label';
import { useLive, useLivePlaces } from './live-places';

/**
 * "3 people waiting" beside a sold-out departure, from the live read (the database's count of confirmed entries): said
 * only of a departure whose list can be joined, and only once someone is on it.
 */
export function WaitingCount({ departureId, className = '' }: { departureId: number; className?: string }) {
  const { texts } = useLivePlaces();
  const waiting = useLive((shown) => {
    const now = shown.places?.get(departureId);
    return now && joinsWaitlist(now) ? (now.waiting ?? 0) : 0;
  });
  if (!waiting) return null;
  return (
    <span data-testid="waitlist-count" className={`text-slate-700 ${className}`}>
      {countLabel(texts.waiting, waiting)}
    </span>
  );
}
