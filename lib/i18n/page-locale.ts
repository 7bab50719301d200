import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pathsOf } from '@/lib/seo/metadata';
import { pageMetadata } from '@/lib/seo/metadata';
import type { StaticPage } from './pages';
import { routing, type Locale } from './routing';

/** Validates the [lang] segment and enables static rendering for this request (next-intl's setRequestLocale). */
export async function pageLocale(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return lang;
}

/** Pages whose messages namespace has a `title` and a `description`. */
export type DescribedNamespace =
  | 'Activities' | 'Blog' | 'Certifications' | 'Checkout' | 'CheckoutError' | 'CheckoutSuccess' | 'Contact'
  | 'Cookies' | 'Countries' | 'Courses' | 'GiftVouchers' | 'HowItWorks' | 'Payment' | 'Places' | 'Privacy' | 'PrivateAdventures'
  | 'RandomTrip' | 'Terms';

/** generateMetadata for a page of fixed texts. */
export function describedPageMetadata(namespace: DescribedNamespace, page: StaticPage, noindex = false) {
  return async ({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> => {
    const lang = await pageLocale(params);
    const t = await getTranslations({ locale: lang });
    const metadata = pageMetadata({ lang, paths: pathsOf(page), title: t(`${namespace}.title`), description: t(`${namespace}.description`) });
    return noindex ? { ...metadata, robots: { index: false, follow: true } } : metadata;
  };
}
