import type { Locale } from '@/lib/i18n/routing';

const intlLocale: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' };

/**
 * Intl's formatters are slow to build (the first one of a kind loads its locale data: tens of milliseconds on a
 * phone), so each one is built once per language under a name that stands for its options, and then reused: a search
 * page formats a price, a date and a rating on every result card.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(name: string, lang: Locale, make: (locale: string) => F): F {
  const key = `${name}|${lang}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make(intlLocale[lang])));
  return format;
}

/** Prices are in euro; money is kept in integer cents and formatted only for display. */
export function formatPrice(cents: number, lang: Locale): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  const format = kept(`price${digits}`, lang, (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always', maximumFractionDigits: digits }));
  return format.format(cents / 100);
}

export function formatDate(iso: string, lang: Locale): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return kept('date', lang, (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(date);
}

/** A month of the calendar ("2026-12") by name: "December 2026", "diciembre de 2026". */
export function formatMonth(month: string, lang: Locale): string {
  const format = kept('month', lang, (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  return format.format(new Date(`${month}-15T12:00:00Z`));
}

/** The same as a heading or an option of a list, capitalised: "Diciembre de 2026". */
export function formatMonthTitle(month: string, lang: Locale): string {
  const label = formatMonth(month, lang);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function formatNumber(value: number, lang: Locale, fractionDigits = 0): string {
  const format = kept(`number${fractionDigits}`, lang, (locale) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }));
  return format.format(value);
}

/** Counts always grouped ("1,123" / "1.123"), even where the locale would not group four digits. */
export function formatCount(value: number, lang: Locale): string {
  return kept('count', lang, (locale) => new Intl.NumberFormat(locale, { useGrouping: 'always' })).format(value);
}

/**
 * A moment as a clock time with its zone ("15:42 CET"), in the zone of whoever formats it: the visitor's own in
 * the browser; on the server its zone, named, so the text is right either way.
 */
export function formatClock(iso: string, lang: Locale): string {
  return kept('clock', lang, (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })).format(new Date(iso));
}

/** A moment more than a few hours away, as a day and a clock time with its zone ("4 March, 15:42 CET"), as formatClock. */
export function formatMoment(iso: string, lang: Locale): string {
  return kept('moment', lang, (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })).format(new Date(iso));
}

/** Time left as a clock shows it: "29:59", or "23:59:59" from an hour up. */
export function formatTimeLeft(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`;
}
