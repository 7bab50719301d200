import type { Locale } from '@/lib/i18n/routing';

const intlLocale: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' };

/** SPEC 9: prices are in euro; money is kept in integer cents. */
export function formatPrice(cents: number, lang: Locale): string {
  return new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

export function formatDate(iso: string, lang: Locale): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return new Intl.DateTimeFormat(intlLocale[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function formatNumber(value: number, lang: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale[lang], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** The price after the trip's discount, rounded to whole euro. */
export function discountedCents(cents: number, discountPercent: number): number {
  return Math.round((cents * (100 - discountPercent)) / 10_000) * 100;
}

/** Counts always grouped ("1,123" / "1.123"), even where the locale would not group four digits. */
export function formatCount(value: number, lang: Locale): string {
  return new Intl.NumberFormat(intlLocale[lang], { useGrouping: 'always' }).format(value);
}
