import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { lang } from 'next/root-params';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

/**
 * An unknown trip says "Trip not found" (HTTP 404) rather than the generic not-found text. The language
 * comes from the root param: next-intl would otherwise read it from the request headers, which would make every
 * trip page dynamic.
 */
export default async function TripNotFound() {
  const requested = await lang();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const [te, tn] = await Promise.all([getTranslations('Errors'), getTranslations('NotFound')]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{te('tripNotFound')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{te('tripNotFound')}</h1>
      <p className="mt-4 text-slate-600">{te('tripUnavailable')}</p>
      <Link href="/" className="mt-8 inline-block rounded bg-brand-700 px-4 py-2 font-medium text-white">{tn('backHome')}</Link>
    </section>
  );
}
