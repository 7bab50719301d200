import type { Locale } from '@/lib/i18n/routing';

const intlLocale: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' };

/**
 * Intl's formatters are slow to build (the first one of a kind loads its locale data: tens of milliseconds on a
 * phone), so each one is built once per language and options and then reused: a search page formats a price, a date
 * and a rating on every result card.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(lang: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(intlLocale[lang], options)));
  return format;
}

function dateFormat(lang: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lang}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(intlLocale[lang], options)));
  return format;
}

/** Prices are in euro; money is kept in integer cents and formatted only for display. */
export function formatPrice(cents: number, lang: Locale): string {
  const fractionDigits = cents % 100 === 0 ? 0 : 2;
  return numberFormat(lang, { style: 'currency', currency: 'EUR', useGrouping: 'always', maximumFractionDigits: fractionDigits }).format(cents / 100);
}

export function formatDate(iso: string, lang: Locale): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return dateFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A month of the calendar ("2026-12") by name: "December 2026", "diciembre de 2026". */
export function formatMonth(month: string, lang: Locale): string {
  return dateFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}

export function formatNumber(value: number, lang: Locale, fractionDigits = 0): string {
  return numberFormat(lang, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** Counts always grouped ("1,123" / "1.123"), even where the locale would not group four digits. */
export function formatCount(value: number, lang: Locale): string {
  return numberFormat(lang, { useGrouping: 'always' }).format(value);
}
