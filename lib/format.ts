import type { Locale } from '@/lib/i18n/routing';

const intlLocale: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' };

/** Prices are in euro; money is kept in integer cents and formatted only for display. */
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

/** Counts always grouped ("1,123" / "1.123"), even where the locale would not group four digits. */
export function formatCount(value: number, lang: Locale): string {
  return new Intl.NumberFormat(intlLocale[lang], { useGrouping: 'always' }).format(value);
}
