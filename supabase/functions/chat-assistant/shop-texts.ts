import { messages } from '../_shared/messages.ts';
import type { FormatTerms } from '../_shared/trip-terms.ts';
import type { Lang } from './catalogue.ts';

/**
 * The pages' own texts (messages/{en,es}.json, copied by `npm run functions:messages`), formatted as next-intl formats
 * them: a `{name}` placeholder takes its value as it is (a number too, as ICU's plain arguments do). A text with any
 * other ICU syntax (plural, select) is refused rather than shown half formatted; tests/unit/chat/shop-texts.test.ts
 * checks every text used here against the pages' formatter.
 */
const PLACEHOLDER = /\{(\w+)\}/g;

export function formatText(template: string, values: Record<string, string | number> = {}): string {
  if (/[{}]|'[{}']/.test(template.replace(PLACEHOLDER, ''))) throw new Error(`Only {name} placeholders are supported: "${template}"`);
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

/** The booking terms' sentences in a language, as the trip page writes them. */
export function termsFormat(lang: Lang): FormatTerms {
  const texts: Record<string, string> = messages[lang].BookingTerms;
  return (key, values) => formatText(texts[key] ?? key, values);
}

/** A trip's level as the search filter and the trip page name it: "Moderate (3/5)". */
export function levelLabel(lang: Lang, level: number): string {
  const { names, value } = messages[lang].Levels;
  const name = (names as Record<string, string>)[String(level)] ?? '';
  return formatText(value, { name, level });
}

/** Whether a departure is guaranteed to run, as the trip page's offers say it (the Guarantee texts). */
export function guaranteeText(lang: Lang, departure: { guaranteed: boolean; travellers_needed: number; min_group_size: number }): string {
  const texts = messages[lang].Guarantee;
  return departure.guaranteed
    ? texts.guaranteed
    : formatText(texts.offerNeeded, { count: departure.travellers_needed, min: departure.min_group_size });
}
