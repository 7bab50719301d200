import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { termsTexts, type FormatTerms, type StoredTerms } from '@/lib/booking/terms';
import { levelLabel, LEVELS, type LevelTranslator } from '@/lib/levels';
import { FUNCTION_MESSAGES_FILE, functionMessagesSource } from '@/scripts/function-messages';

type Lang = 'en' | 'es';
interface ShopTexts {
  formatText(template: string, values?: Record<string, string | number>): string;
  termsFormat(lang: Lang): FormatTerms;
  levelLabel(lang: Lang, level: number): string;
  guaranteeText(lang: Lang, departure: { guaranteed: boolean; travellers_needed: number; min_group_size: number }): string;
}
// The Edge function's modules import with ".ts" (as Deno wants), outside the app's type check: loaded at run time.
const shop = import(join(process.cwd(), 'supabase', 'functions', 'chat-assistant', 'shop-texts.ts')) as Promise<ShopTexts>;
const catalogues = { en, es } as const;

const TERMS: StoredTerms[] = [
  { depositPercent: 30, depositMinDays: 75, balanceDueDays: 60, cancellation: [
    { fromDays: 60, untilDays: null, feePercent: 10 }, { fromDays: 30, untilDays: 60, feePercent: 50 },
    { fromDays: 15, untilDays: 30, feePercent: 75 }, { fromDays: 0, untilDays: 15, feePercent: 100 }] },
  { depositPercent: 25, depositMinDays: 90, balanceDueDays: 60, cancellation: [
    { fromDays: 90, untilDays: null, feePercent: 20 }, { fromDays: 0, untilDays: 90, feePercent: 100 }] },
  { depositPercent: 100, depositMinDays: 60, balanceDueDays: 45, cancellation: [{ fromDays: 0, untilDays: null, feePercent: 0 }] },
];

describe('the assistant says the pages\' own texts', () => {
  it('has a copy of the catalogues that is up to date (run `npm run functions:messages`)', () => {
    expect(readFileSync(join(process.cwd(), FUNCTION_MESSAGES_FILE), 'utf8') === functionMessagesSource()).toBe(true);
  });

  // What the built pages run: the catalogues compiled at build time (next.config.ts), formatted by icu-minify.
  const formatters = {
    getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
    getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
    getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  };
  it.each(['en', 'es'] as const)('formats every booking-terms and level text as the built pages do (%s)', async (lang) => {
    const { formatText } = await shop;
    const values = { percent: 30, days: 1200, from: 30, to: 59, when: 'x', fee: 'y', fees: 'z', name: 'n', level: 3 };
    const texts = [...Object.values(catalogues[lang].BookingTerms), ...Object.values(catalogues[lang].Levels.names), catalogues[lang].Levels.value];
    for (const template of texts) expect(formatText(template, values)).toBe(String(format(compile(template), lang, values, { formatters })));
  });

  it('refuses a text it cannot format rather than showing it half done', async () => {
    const { formatText } = await shop;
    expect(() => formatText('{count, plural, one {# day} other {# days}}', { count: 2 })).toThrow(/Only \{name\}/);
    expect(() => formatText('{days} days', {})).toThrow(/No value/);
  });

  it.each(['en', 'es'] as const)('writes the same deposit, balance and fee sentences as the trip page (%s)', async (lang) => {
    const { termsFormat } = await shop;
    const t = createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'BookingTerms' });
    for (const terms of TERMS) expect(termsTexts(terms, termsFormat(lang))).toEqual(termsTexts(terms, (key, values) => t(key, values)));
  });

  it.each(['en', 'es'] as const)('names the levels as the filter and the trip page do (%s)', async (lang) => {
    const shopTexts = await shop;
    const t = createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'Levels' }) as unknown as LevelTranslator;
    const names = LEVELS.map((level) => shopTexts.levelLabel(lang, level));
    expect(names).toEqual(LEVELS.map((level) => levelLabel(t, level)));
    expect(new Set(names).size).toBe(5);
  });

  it.each(['en', 'es'] as const)('says whether a departure is guaranteed to run as the trip page\'s offers do (%s)', async (lang) => {
    const { guaranteeText } = await shop;
    const t = createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'Guarantee' });
    expect(guaranteeText(lang, { guaranteed: true, travellers_needed: 0, min_group_size: 4 })).toBe(t('guaranteed'));
    expect(guaranteeText(lang, { guaranteed: false, travellers_needed: 3, min_group_size: 6 })).toBe(t('offerNeeded', { count: 3, min: 6 }));
  });
});
