'use client';

import { PlacesBadge, useLive } from '@/components/booking/live-places';
import { WaitingCount } from '@/components/booking/waitlist-count';
import { departureNow, type PlacesNow } from '@/lib/booking/live-places';
import { joinsWaitlist } from '@/lib/booking/waitlist';
import { Link } from '@/lib/i18n/link';

/**
 * A departure's places on the trip page, kept current, and its "Book" link while it can be booked; sold out, the link
 * to its waitlist on the book page, with how many are waiting.
 */
export function DepartureLiveStatus({ initial, bookHref, bookLabel, waitlistLabel }: { initial: PlacesNow; bookHref: string; bookLabel: string; waitlistLabel: string }) {
  // Which link it shows is all this reads, so an answer that leaves it as it was renders only the badge it changed.
  const offer = useLive((shown) => {
    const now = departureNow(shown, initial);
    return now.bookable ? 'book' : joinsWaitlist(now) ? 'waitlist' : null;
  });
  const label = offer === 'book' ? bookLabel : offer === 'waitlist' ? waitlistLabel : null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <PlacesBadge initial={initial} className="py-1 text-sm" />
      <WaitingCount departureId={initial.id} className="text-sm" />
      {label ? (
        <Link href={`${bookHref}?departure=${initial.id}`} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white">
          {label}
        </Link>
      ) : null}
    </div>
  );
}
