import { unknownPlaceholders } from '@/lib/booking/terms';

/**
 * Free text (a trip's practical information, FAQs and notes, a blog post) must not state a deposit, balance or
 * cancellation fee number by hand: those come from the trip's columns, through the placeholders ({{payment}},
 * {{cancellation}}, ...) or the terms section (docs/trip-terms.md). This finds the clauses that do, and any
 * placeholder nothing fills, so the test suite fails on them (tests/unit/content, tests/integration/db).
 */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const PERCENT = /\d+\s?%|\bper ?cent\b|\bpor ciento\b/;
const DAYS = /\d+\s+(?:or more\s+)?(?:days?|dias)\b/;
/** Words of a payment term: a number beside one of these is a deposit, balance or fee stated by hand. */
const PAYMENT_WORDS = /\b(deposits?|depositos?|senal\w*|balance|resto|saldo|pay\w*|paid|pag(?:a|ar|as|an|ado|ados|o|os|ue|ues|uen)|abon\w*|instal?ments?|plazos?)\b/;
const FEE_WORDS = /\b(fees?|charges?|penalt\w*|cancel\w*|anula\w*|gastos|refund\w*|reembols\w*|devol\w*|devuelv\w*|non-refundable)\b/;

export interface HandWrittenTerm {
  clause: string;
  why: 'percent' | 'days' | 'placeholder';
}

/** The clauses of a text that state a term's number, and its unknown placeholders. */
export function handWrittenTerms(text: string): HandWrittenTerm[] {
  const found: HandWrittenTerm[] = unknownPlaceholders(text).map((clause) => ({ clause, why: 'placeholder' }));
  for (const clause of text.split(/\n+|(?<=[.;!?])\s+/)) {
    const folded = fold(clause);
    const money = PAYMENT_WORDS.test(folded) || FEE_WORDS.test(folded);
    if (money && PERCENT.test(folded)) found.push({ clause: clause.trim(), why: 'percent' });
    // Days alone before a refund are a supplier's rule (permits bought 30 days ahead), not the shop's fee table.
    else if (DAYS.test(folded) && (PAYMENT_WORDS.test(folded) || /\b(fees?|gastos|penalt\w*|cancel\w*|anula\w*)\b/.test(folded))) {
      found.push({ clause: clause.trim(), why: 'days' });
    }
  }
  return found;
}
