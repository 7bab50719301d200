/**
 * A trip's booking terms, as stored per trip (see the trips table) and shown on the trip page, its notes, at checkout
 * and by the assistant. The rules and the texts' shape live in one file that the assistant (Deno) reads too.
 */
import type { StoredTerms } from '@/supabase/functions/_shared/trip-terms';

export {
  cancellationTiers,
  fillPlaceholders,
  offersDeposit,
  placeholderValues,
  termsTexts,
  unknownPlaceholders,
  TEXT_PLACEHOLDERS,
} from '@/supabase/functions/_shared/trip-terms';
export type { CancellationTier, FeeText, FormatTerms, StoredTerms, TermsKey, TermsTexts, TextPlaceholder } from '@/supabase/functions/_shared/trip-terms';

export interface BookingTerms extends StoredTerms {
  notes: string | null;
}
