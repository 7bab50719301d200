import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { cancellationTiers, termsTexts, type FormatTerms, type TermsTexts } from '@/lib/booking/terms';

export interface StoredTermsRow {
  deposit_percent: number;
  deposit_min_days: number;
  balance_due_days: number;
  cancellation_fees: unknown;
}

const catalogues = { en, es } as const;

/**
 * The BookingTerms texts of a language with their `{name}` placeholders filled: what the built pages print for them
 * (tests/unit/chat/shop-texts.test.ts checks every one against next-intl's compiled formatter; next-intl itself is
 * ES modules only, which this project's Jest VM does not load).
 */
function pageFormat(lang: 'en' | 'es'): FormatTerms {
  const texts: Record<string, string> = catalogues[lang].BookingTerms;
  return (key, values = {}) => (texts[key] ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/**
 * A trip's terms in the trip page's sentences (components/trips/trip-booking-terms.tsx renders these), formatted by
 * next-intl from the catalogues: what an answer about the trip must say, word for word.
 */
export function pageSays(row: StoredTermsRow, lang: 'en' | 'es'): TermsTexts {
  return termsTexts(
    { depositPercent: row.deposit_percent, depositMinDays: row.deposit_min_days, balanceDueDays: row.balance_due_days, cancellation: cancellationTiers(row.cancellation_fees) },
    pageFormat(lang),
  );
}
