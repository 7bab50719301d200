import { getTranslations } from 'next-intl/server';
import type { Departure, TripDetail } from '@/lib/data/trips';
import { availabilityLabel, showsPlaceCount } from '@/lib/booking/availability';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { parseFaqs, parseItinerary } from '@/lib/trip-content';
import type { TripNotesContent } from './trip-notes';

/** Maps a trip, its departures and the page's texts (in the trip's language) to the notes' printable content. */
export async function tripNotesContent({ lang, trip, departures, url, siteName }: {
  lang: Locale;
  trip: TripDetail;
  departures: Departure[];
  url: string;
  siteName: string;
}): Promise<TripNotesContent> {
  const [t, tc, td] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Trip' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
    getTranslations({ locale: lang, namespace: 'Departures' }),
  ]);
  const { card, text } = trip;
  const price = formatPrice(card.from_price_cents ?? 0, lang);
  const days = parseItinerary(text.itinerary);
  const faqs = parseFaqs(text.faqs);
  return {
    lang,
    siteName,
    title: text.title,
    url,
    facts: [
      [t('destination'), card.country_name ?? ''],
      [t('activity'), card.activity_name ?? ''],
      [t('duration'), tc('days', { count: card.duration_days ?? 0 })],
      [t('difficulty'), t('difficultyValue', { level: card.difficulty ?? 0 })],
      [t('price'), tc('from', { price })],
    ],
    sections: [
      { heading: t('intro'), paragraphs: [text.intro ?? text.summary ?? ''] },
      { heading: t('highlights'), bullets: text.highlights },
      { heading: t('itinerary'), bullets: days.map((d) => `${t('dayTitle', { day: d.day, title: d.title })}. ${d.description}`) },
      { heading: t('includes'), bullets: text.includes },
      { heading: t('excludes'), bullets: text.excludes },
      { heading: t('practicalInfo'), paragraphs: text.practical_info ? [text.practical_info] : [] },
      {
        heading: td('title'),
        // The notes are a cached file like the trip page: a count of places says it may have changed.
        paragraphs: departures.some((d) => showsPlaceCount(d.availability)) ? [td('placesMayChange')] : [],
        bullets: departures.map((d) =>
          [
            `${formatDate(d.startDate, lang)} – ${formatDate(d.endDate, lang)}`,
            td(`categoryValue.${d.category}`),
            `${formatPrice(d.unitPriceCents, lang)} ${tc('perPerson')}`,
            availabilityLabel(d.availability, d.placesLeft, { spotsLeft: (count) => td('spotsLeft', { count }), lastSpot: td('lastSpot'), soldOut: td('soldOut') }),
          ].join(' · '),
        ),
      },
      { heading: t('faqs'), bullets: faqs.map((f) => `${f.question} ${f.answer}`) },
    ].filter((s) => (s.paragraphs ?? []).some(Boolean) || (s.bullets ?? []).length > 0),
    footer: t('notesFooter', { date: formatDate(new Date().toISOString(), lang) }),
  };
}
