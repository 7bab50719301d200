import { getTranslations } from 'next-intl/server';
import { fillPlaceholders, placeholderValues, termsTexts, type BookingTerms, type TermsTexts } from '@/lib/booking/terms';
import type { TripDetail } from '@/lib/data/trips';
import type { Locale } from '@/lib/i18n/routing';
import { levelLabel } from '@/lib/levels';
import { parseFaqs, type Faq } from '@/lib/trip-content';

/**
 * A trip's texts as every page shows them (the trip page, its notes): the booking terms in the BookingTerms sentences,
 * the level by its name, and the editors' free text with its placeholders ({{payment}}, {{cancellation}}, ...) filled
 * from the same terms, followed by the FAQs the terms answer ("How do I pay?", "What if I cancel?").
 */
export interface TripTexts {
  terms: TermsTexts | null;
  level: string;
  practicalInfo: string | null;
  faqs: Faq[];
}

/** The terms' sentences in a language (the same ones the assistant uses). */
export async function bookingTermsTexts(lang: Locale, terms: BookingTerms): Promise<TermsTexts> {
  const t = await getTranslations({ locale: lang, namespace: 'BookingTerms' });
  return termsTexts(terms, (key, values) => t(key, values));
}

export async function tripTexts(lang: Locale, trip: TripDetail, terms: BookingTerms | null): Promise<TripTexts> {
  const [t, tl] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'BookingTerms' }),
    getTranslations({ locale: lang, namespace: 'Levels' }),
  ]);
  const level = levelLabel(tl, trip.card.difficulty ?? 0);
  const said = terms ? await bookingTermsTexts(lang, terms) : null;
  const fill = (text: string) => (said ? fillPlaceholders(text, placeholderValues(said, level)) : text);
  const own = parseFaqs(trip.text.faqs).map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) }));
  const answered = said
    ? [{ question: t('faqPayment'), answer: said.payment }, { question: t('faqCancellation'), answer: said.cancellation }]
    : [];
  return {
    terms: said,
    level,
    practicalInfo: trip.text.practical_info ? fill(trip.text.practical_info) : null,
    faqs: [...own, ...answered],
  };
}
