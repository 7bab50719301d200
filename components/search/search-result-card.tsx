'use client';

import Image from 'next/image';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { Link } from '@/lib/i18n/link';
import { tripPath } from '@/lib/trip-path';
import type { LabelledResult } from '@/lib/search/types';

/**
 * One result: links to the trip's canonical URL (/{lang}/travel/{id}/{slug}). Its texts come formatted from the
 * search API (lib/search/labels.ts). `first`: the first result's photo loads at once with high priority (it is what
 * the eye lands on).
 */
export function SearchResultCard({ trip, first = false }: { trip: LabelledResult; first?: boolean }) {
  const { labels } = trip;
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="search-result" data-trip-id={trip.id}>
      <Link href={tripPath(trip.id, trip.slug)} className="group block h-full">
        {trip.image ? (
          <Image src={trip.image} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} width={480} height={320} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
        ) : null}
        <span className="block space-y-1 p-4">
          <span className="block text-lg font-semibold group-hover:underline" data-testid="search-result-title">{trip.title}</span>
          <span className="block text-sm text-slate-600">{labels.meta}</span>
          <span className="block text-sm text-slate-600">{labels.level}</span>
          {labels.rating ? <span className="block text-sm">{labels.rating}</span> : null}
          {labels.nextDeparture ? <span className="block text-sm text-slate-600">{labels.nextDeparture}</span> : null}
          <span className="block font-medium">
            {labels.price}
            {labels.priceBefore ? (
              <>
                <s className="ml-2 text-sm text-slate-500">{labels.priceBefore}</s>
                <span className="ml-2 text-sm text-red-700">{labels.discount}</span>
              </>
            ) : null}
          </span>
        </span>
      </Link>
      <div className="absolute right-2 top-2">
        <FavoriteToggle tripId={trip.id} tripTitle={trip.title} />
      </div>
    </li>
  );
}

