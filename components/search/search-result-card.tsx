'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { FavoriteToggle } from '@/components/favorites/favorite-button';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { tripPath } from '@/lib/trip-path';
import type { SearchResult } from '@/lib/search/types';

/** One result: links to the trip's canonical URL (/{lang}/travel/{id}/{slug}). */
/** `first`: the first result's photo loads at once with high priority (it is what the eye lands on). */
export function SearchResultCard({ trip, first = false }: { trip: SearchResult; first?: boolean }) {
  const t = useTranslations('Search');
  const tc = useTranslations('Common');
  const lang = useLocale();
  const meta = [trip.countryName, trip.activityName, tc('days', { count: trip.durationDays })].filter(Boolean).join(' · ');
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="search-result" data-trip-id={trip.id}>
      <Link href={tripPath(trip.id, trip.slug)} className="group block h-full">
        {trip.image ? (
          <Image src={trip.image} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} width={480} height={320} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
        ) : null}
        <span className="block space-y-1 p-4">
          <span className="block text-lg font-semibold group-hover:underline" data-testid="search-result-title">{trip.title}</span>
          <span className="block text-sm text-slate-600">{meta}</span>
          <span className="block text-sm text-slate-600">{t('levelValue', { level: trip.difficulty })}</span>
          {trip.reviewCount > 0 ? (
            <span className="block text-sm">{t('rating', { rating: formatNumber(trip.rating, lang, 1), count: trip.reviewCount })}</span>
          ) : null}
          {trip.nextDeparture ? (
            <span className="block text-sm text-slate-600">{t('nextDeparture', { date: formatDate(trip.nextDeparture, lang) })}</span>
          ) : null}
          <span className="block font-medium">
            {tc('from', { price: formatPrice(trip.priceCents, lang) })}
            {trip.discountPercent > 0 ? (
              <>
                <s className="ml-2 text-sm text-slate-500">{formatPrice(trip.priceBeforeDiscountCents, lang)}</s>
                <span className="ml-2 text-sm text-red-700">{t('discount', { percent: trip.discountPercent })}</span>
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

