import { getTranslations } from 'next-intl/server';
import type { Departure, TripDetail } from '@/lib/data/trips';
import { availabilityLabel, showsPlaceCount } from '@/lib/booking/availability';
import { guaranteeLabel, guaranteeState } from '@/lib/booking/guarantee';
import type { BookingTerms } from '@/lib/booking/terms';
import { tripTexts } from '@/lib/content/trip-text';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { parseItinerary } from '@/lib/trip-content';
import type { TripNotesContent } from './trip-notes';

/**
 * Maps a trip, its departures, its booking terms and the page's texts (in the trip's language) to the notes' printable
 * content: the same sentences as the trip page (lib/content/trip-text.ts).
 */
export async function tripNotesContent({ lang, trip, departures, terms, url, siteName }: {
  lang: Locale;
  trip: TripDetail;
  departures: Departure[];
  terms: BookingTerms | null;
  url: string;
  siteName: string;
}): Promise<TripNotesContent> {
  const [t, tc, td, tt, tg, texts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Trip' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
    getTranslations({ locale: lang, namespace: 'Departures' }),
    getTranslations({ locale: lang, namespace: 'BookingTerms' }),
    getTranslations({ locale: lang, namespace: 'Guarantee' }),
    tripTexts(lang, trip, terms),
  ]);
  const guarantee = (d: Departure) => {
    const state = guaranteeState(d, d.availability === 'cancelled');
    return state ? [guaranteeLabel(state, { guaranteed: tg('guaranteed'), needed: (count) => tg('needed', { count }) })] : [];
  };
  const { card, text } = trip;
  const price = formatPrice(card.from_price_cents ?? 0, lang);
  const days = parseItinerary(text.itinerary);
  const said = texts.terms;
  return {
    lang,
    siteName,
    title: text.title,
    url,
    facts: [
      [t('destination'), card.country_name ?? ''],
      [t('activity'), card.activity_name ?? ''],
      [t('duration'), tc('days', { count: card.duration_days ?? 0 })],
      [t('difficulty'), texts.level],
      [t('price'), tc('from', { price })],
    ],
    sections: [
      { heading: t('intro'), paragraphs: [text.intro ?? text.summary ?? ''] },
      { heading: t('highlights'), bullets: text.highlights },
      { heading: t('itinerary'), bullets: days.map((d) => `${t('dayTitle', { day: d.day, title: d.title })}. ${d.description}`) },
      { heading: t('includes'), bullets: text.includes },
      { heading: t('excludes'), bullets: text.excludes },
      { heading: t('practicalInfo'), paragraphs: texts.practicalInfo ? [texts.practicalInfo] : [] },
      {
        heading: td('title'),
        // The notes are a cached file like the trip page: a count of places says it may have changed.
        paragraphs: departures.some((d) => showsPlaceCount(d.availability)) ? [td('placesMayChange')] : [],
        bullets: departures.map((d) =>
          [
            `${formatDate(d.startDate, lang)} – ${formatDate(d.endDate, lang)}`,
            td(`categoryValue.${d.category}`),
            `${formatPrice(d.unitPriceCents, lang)} ${tc('perPerson')}`,
            availabilityLabel(d.availability, d.placesLeft, { spotsLeft: (count) => td('spotsLeft', { count }), lastSpot: td('lastSpot'), soldOut: td('soldOut'), cancelled: td('cancelled') }),
            ...guarantee(d),
          ].join(' · '),
        ),
      },
      {
        heading: tt('title'),
        bullets: said ? [said.deposit, ...(said.balance ? [said.balance] : []), tt('perPerson')] : [],
        paragraphs: terms?.notes ? [terms.notes] : [],
      },
      { heading: tt('cancellationTitle'), bullets: said?.fees.map((f) => tt('feeLine', { when: f.when, fee: f.fee })) ?? [] },
      { heading: t('faqs'), bullets: texts.faqs.map((f) => `${f.question} ${f.answer}`) },
    ].filter((s) => (s.paragraphs ?? []).some(Boolean) || (s.bullets ?? []).length > 0),
    footer: t('notesFooter', { date: formatDate(new Date().toISOString(), lang) }),
  };
}
