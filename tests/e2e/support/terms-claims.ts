/**
 * What a page, a PDF or a checkout states about a trip's money terms, read from its text the way a traveller reads
 * it: every deposit percent and cut-off, every balance day count or date and every cancellation fee table, wherever it
 * is written (terms, price box, practical information, FAQs, notes). A hand-written sentence is read as well as a
 * rendered one, so two different balance dates on one page show up as two claims.
 */
export type Lang = 'en' | 'es';

export interface StoredTerms {
  deposit_percent: number;
  deposit_min_days: number;
  balance_due_days: number;
  cancellation_fees: { from_days: number; fee_percent: number }[];
}

export interface TermsClaims {
  depositPercents: number[];
  depositDays: number[];
  balanceDays: number[];
  /** Balance dates as written ("12 March 2027"), from checkout. */
  balanceDates: string[];
  /** Each fee table found, as its tiers ("60+:10", "30-60:50", ...), one entry per distinct table. */
  feeTables: string[];
  /** Sentences about cancelling with a percent that no fee table explains. */
  strayFees: string[];
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

// Tier phrases as the booking terms write them (messages BookingTerms.*), then ": N%" (a table cell or a list).
const TIERS: Record<Lang, [RegExp, (m: RegExpMatchArray) => [number, number | null]][]> = {
  en: [
    [/(\d+) to (\d+) days before departure/, (m) => [Number(m[1]), Number(m[2]) + 1]],
    [/(\d+) days or more before departure/, (m) => [Number(m[1]), null]],
    [/less than (\d+) days before departure/, (m) => [0, Number(m[1])]],
    [/at any time/, () => [0, null]],
  ],
  es: [
    [/de (\d+) a (\d+) dias antes de la salida/, (m) => [Number(m[1]), Number(m[2]) + 1]],
    [/(\d+) dias o mas antes de la salida/, (m) => [Number(m[1]), null]],
    [/menos de (\d+) dias antes de la salida/, (m) => [0, Number(m[1])]],
    [/en cualquier momento/, () => [0, null]],
  ],
};
const FEE = /^\s*:?\s*(\d+)\s?%/;
const DEPOSIT = /\b(deposits?|depositos?|senal|senales)\b/g;
const BALANCE = /\b(balance|resto|saldo)\b/g;
const CANCEL = /\b(cancel\w*|anula\w*|refund\w*|reembols\w*|devol\w*|devuelv\w*|gastos)\b/;
const PERCENT = /(\d+)\s?%/g;
const DAYS = /(\d+)\s+(?:or more\s+)?(?:days?|dias)\b/g;
const DATE: Record<Lang, RegExp> = {
  en: /due (?:by|on) (\d{1,2} [a-z]+ \d{4})/g,
  es: /(?:a pagar antes del|antes del) (\d{1,2} de [a-z]+ de \d{4})/g,
};

/** The fee tables of a text: runs of tier phrases each followed by its percent, with little else between them. */
function feeTables(text: string, lang: Lang): { tables: string[]; rest: string } {
  const found: { start: number; end: number; tier: string }[] = [];
  for (const [pattern, range] of TIERS[lang]) {
    // A line break (a wrapped line on a new page of the notes) counts as a space.
    for (const m of text.matchAll(new RegExp(pattern.source.replace(/ /g, '\\s+'), 'g'))) {
      const fee = FEE.exec(text.slice((m.index ?? 0) + m[0].length));
      if (!fee) continue;
      const [from, until] = range(m);
      found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length + fee[0].length, tier: `${from}-${until ?? ''}:${fee[1]}` });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const tables: string[][] = [];
  let last = -Infinity;
  for (const tier of found) {
    // "of the trip price", a table cell break or "; " between two rows keeps them in one table.
    if (tier.start - last > 60 || tables.length === 0) tables.push([]);
    tables.at(-1)?.push(tier.tier);
    last = tier.end;
  }
  let rest = text;
  for (const tier of [...found].reverse()) rest = `${rest.slice(0, tier.start)} ${rest.slice(tier.end)}`;
  return { tables: tables.map((t) => t.join(' ')), rest };
}

/** A number is about a money word at most this many characters away ("a 30% deposit to book a departure that is 75"). */
const NEAR = 80;

/** Which kind of money word is nearest to a number in its clause (before it wins a tie), if one is near. */
function nearest(clause: string, at: number): 'deposit' | 'balance' | null {
  let best: { kind: 'deposit' | 'balance'; distance: number } | null = null;
  for (const [kind, pattern] of [['deposit', DEPOSIT], ['balance', BALANCE]] as const) {
    for (const m of clause.matchAll(pattern)) {
      const index = m.index ?? 0;
      const distance = index < at ? at - index - m[0].length : index - at + 0.5;
      if (distance <= NEAR && (!best || distance < best.distance)) best = { kind, distance };
    }
  }
  return best?.kind ?? null;
}

const unique = <T>(values: T[]) => [...new Set(values)].sort();

/** Every claim about the terms in a text (already stripped of markup). */
export function termsClaims(raw: string, lang: Lang): TermsClaims {
  const text = fold(raw);
  const { tables, rest } = feeTables(text, lang);
  const claims: TermsClaims = { depositPercents: [], depositDays: [], balanceDays: [], balanceDates: [], feeTables: unique(tables), strayFees: [] };
  for (const m of rest.matchAll(DATE[lang])) claims.balanceDates.push(m[1] ?? '');
  for (const clause of rest.split(/\n+|(?<=[.;!?])\s+/)) {
    for (const m of clause.matchAll(PERCENT)) {
      const kind = nearest(clause, m.index ?? 0);
      if (kind === 'deposit') claims.depositPercents.push(Number(m[1]));
      else if (CANCEL.test(clause)) claims.strayFees.push(clause.trim());
    }
    for (const m of clause.matchAll(DAYS)) {
      const kind = nearest(clause, m.index ?? 0);
      if (kind === 'deposit') claims.depositDays.push(Number(m[1]));
      if (kind === 'balance') claims.balanceDays.push(Number(m[1]));
    }
  }
  return {
    ...claims,
    depositPercents: unique(claims.depositPercents),
    depositDays: unique(claims.depositDays),
    balanceDays: unique(claims.balanceDays),
    balanceDates: unique(claims.balanceDates),
  };
}

/** What a page must claim for these stored terms: one rule, one balance day count, one fee table. */
export function expectedClaims(terms: StoredTerms): Omit<TermsClaims, 'balanceDates'> {
  const deposit = terms.deposit_percent > 0 && terms.deposit_percent < 100;
  const fees = [...terms.cancellation_fees].sort((a, b) => b.from_days - a.from_days);
  const table = fees.map((f, i) => `${f.from_days}-${i === 0 ? '' : fees[i - 1]?.from_days}:${f.fee_percent}`).join(' ');
  return {
    depositPercents: deposit ? [terms.deposit_percent] : [],
    depositDays: deposit ? [terms.deposit_min_days] : [],
    balanceDays: deposit ? [terms.balance_due_days] : [],
    feeTables: [table],
    strayFees: [],
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A page's visible text: no scripts or styles, one line per block, table cells followed by ": ". */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/t[dh]>/gi, ': ')
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div|tr|dd|dt|summary|details|caption|section|table|ul|ol|header|footer|label|legend|span)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ');
}
