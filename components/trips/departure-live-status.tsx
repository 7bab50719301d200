'use client';

import { PlacesBadge, useLivePlaces } from '@/components/booking/live-places';
import type { PlacesNow } from '@/lib/booking/live-places';
import { Link } from '@/lib/i18n/link';

/** A departure's places on the trip page, kept current, and its "Book" link while it can be booked. */
export function DepartureLiveStatus({ initial, bookHref, bookLabel }: { initial: PlacesNow; bookHref: string; bookLabel: string }) {
  const bookable = useLivePlaces().places?.get(initial.id)?.bookable ?? initial.bookable;
  return (
    <div className="flex items-center gap-3">
      <PlacesBadge departureId={initial.id} initial={initial} className="py-1 text-sm" />
      {bookable ? (
        <Link href={`${bookHref}?departure=${initial.id}`} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white">
          {bookLabel}
        </Link>
      ) : null}
    </div>
  );
}
