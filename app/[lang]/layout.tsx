import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { routing } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Home' });
  return {
    metadataBase: new URL(site.url),
    title: { default: `${t('metaTitle')} | ${site.name}`, template: `%s | ${site.name}` },
    description: t('metaDescription'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return (
    <html lang={lang}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <NextIntlClientProvider messages={null}>
          <SiteHeader lang={lang} />
          <main className="flex-1">{children as ReactNode}</main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
