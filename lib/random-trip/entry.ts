import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { TripCard } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { tripPath } from '@/lib/trip-path';

/** What the explorer shows of a drawn trip, ready to render (the browser gets no message catalogue). */
export interface RandomTripEntry {
  id: number;
  href: string;
  title: string;
  summary: string;
  meta: string;
  price: string;
  image: string | null;
}

export async function randomTripEntry(lang: Locale, card: TripCard): Promise<RandomTripEntry> {
  const tc = await getTranslations({ locale: lang, namespace: 'Common' });
  return {
    id: card.id ?? 0,
    href: tripPath(card.id ?? 0, card.slug ?? ''),
    title: card.title ?? '',
    summary: card.summary ?? '',
    meta: [card.country_name, card.activity_name, tc('days', { count: card.duration_days ?? 0 })].filter(Boolean).join(' · '),
    price: `${tc('from', { price: formatPrice(card.from_price_cents ?? 0, lang) })} ${tc('perPerson')}`,
    image: storageUrl(card.hero_path),
  };
}
