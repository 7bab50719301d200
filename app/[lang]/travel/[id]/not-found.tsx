import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { lang } from 'next/root-params';
import { NotFoundMessage } from '@/components/layout/not-found-page';
import { routing } from '@/lib/i18n/routing';

/** An unknown trip says "Trip not found" (HTTP 404) rather than the generic text (see app/[lang]/not-found.tsx). */
export default async function TripNotFound() {
  const requested = await lang();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return (
    <>
      <title>{t('tripNotFound')}</title>
      <meta name="robots" content="noindex" />
      <NotFoundMessage locale={locale} kind="trip" />
    </>
  );
}
