'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { SearchResult } from '@/lib/search/types';

/** One result: links to the trip's canonical URL (/{lang}/travel/{id}/{slug}). */
export function SearchResultCard({ trip }: { trip: SearchResult }) {
  const t = useTranslations('Search');
  const tc = useTranslations('Common');
  const lang = useLocale();
  const meta = [trip.countryName, trip.activityName, tc('days', { count: trip.durationDays })].filter(Boolean).join(' · ');
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="search-result" data-trip-id={trip.id}>
      <Link href={`/travel/${trip.id}/${trip.slug}`} className="group block h-full">
        {trip.image ? (
          <img src={trip.image} alt="" loading="lazy" width={480} height={320} className="aspect-[3/2] w-full object-cover" />
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
    </li>
  );
}

