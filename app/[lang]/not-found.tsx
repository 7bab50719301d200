import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { lang } from 'next/root-params';
import { NotFoundMessage } from '@/components/layout/not-found-page';
import { routing } from '@/lib/i18n/routing';

/**
 * The localized not-found page for notFound() thrown anywhere under a language (pages answer unknown ids with
 * NotFoundPage, which the server renders; this boundary shows the same message in the browser). The language comes
 * from the root param, never from the request's headers, so no page becomes dynamic.
 */
export default async function NotFound() {
  const requested = await lang();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <>
      <title>{t('title')}</title>
      <meta name="robots" content="noindex" />
      <NotFoundMessage locale={locale} />
    </>
  );
}
