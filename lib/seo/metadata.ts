import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { pagePath, type StaticPage } from '@/lib/i18n/pages';
import { site } from '@/lib/site';

/** A page's path without the language prefix, per language ('/contact' / '/contacto', '/travel/3/x' / '/travel/3/y'). */
export type PathPerLanguage = Record<Locale, string>;

export const ogLocale: Record<Locale, string> = { en: 'en_GB', es: 'es_ES' };

export function absoluteUrl(lang: Locale, path: string): string {
  return `${site.url}/${lang}${path === '/' ? '' : path}`;
}

export function pathsOf(page: StaticPage): PathPerLanguage {
  return { en: pagePath('en', page), es: pagePath('es', page) };
}

/** Per-page SEO: title, description, canonical, hreflang en/es/x-default, Open Graph and Twitter tags. */
export function pageMetadata({
  lang,
  paths,
  title,
  description,
  image,
  type = 'website',
  absoluteTitle = false,
  card,
}: {
  lang: Locale;
  paths: PathPerLanguage;
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
  absoluteTitle?: boolean;
  /** The Twitter card; a page with an opengraph-image file beside it passes summary_large_image and no image. */
  card?: 'summary' | 'summary_large_image';
}): Metadata {
  const canonical = absoluteUrl(lang, paths[lang]);
  // A page with an opengraph-image file beside it (card summary_large_image, no image) leaves the key out, so Next
  // uses that file; any other page without a picture shares the logo image of its language.
  const shared = image ?? (card === 'summary_large_image' ? null : absoluteUrl(lang, '/share.png'));
  const images = shared ? { images: [{ url: shared, ...(image ? {} : { width: 1200, height: 630 }) }] } : {};
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical,
      languages: { en: absoluteUrl('en', paths.en), es: absoluteUrl('es', paths.es), 'x-default': absoluteUrl('en', paths.en) },
    },
    openGraph: {
      type,
      siteName: site.name,
      title,
      description,
      url: canonical,
      locale: ogLocale[lang],
      alternateLocale: ogLocale[lang === 'en' ? 'es' : 'en'],
      ...images,
    },
    twitter: {
      card: card ?? 'summary_large_image',
      title,
      description,
      ...(shared ? { images: [shared] } : {}),
    },
    robots: site.isPreview ? { index: false, follow: false } : undefined,
  };
}
