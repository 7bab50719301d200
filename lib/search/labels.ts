import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { levelLabel } from '@/lib/levels';
import type { LabelledSearchPage, ResultLabels, SearchPage, SearchResult } from './types';

/** A page of a search with each card's texts and the count's, formatted here in the search's language. */
export async function labelSearchPage(page: SearchPage, lang: Locale): Promise<LabelledSearchPage> {
  const [t, tc, tl] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Search' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
    getTranslations({ locale: lang, namespace: 'Levels' }),
  ]);
  const labels = (trip: SearchResult): ResultLabels => ({
    meta: [trip.countryName, trip.activityName, tc('days', { count: trip.durationDays })].filter(Boolean).join(' · '),
    level: t('levelValue', { level: levelLabel(tl, trip.difficulty) }),
    rating: trip.reviewCount > 0 ? t('rating', { rating: formatNumber(trip.rating, lang, 1), count: trip.reviewCount }) : null,
    nextDeparture: trip.nextDeparture ? t('nextDeparture', { date: formatDate(trip.nextDeparture, lang) }) : null,
    price: tc('from', { price: formatPrice(trip.priceCents, lang) }),
    priceBefore: trip.discountPercent > 0 ? formatPrice(trip.priceBeforeDiscountCents, lang) : null,
    discount: trip.discountPercent > 0 ? t('discount', { percent: trip.discountPercent }) : null,
  });
  // The nearest trips are not what was asked: the count says none were found.
  const shownTotal = page.dropped ? 0 : page.total;
  const capped = !page.dropped && page.capped;
  return {
    ...page,
    results: page.results.map((trip) => ({ ...trip, labels: labels(trip) })),
    countText: t(capped ? 'resultsCountCapped' : 'resultsCount', { count: shownTotal }),
  };
}
