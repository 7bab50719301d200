import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ChatWidget } from '@/components/chat/chat-widget-loader';
import { ConsentManager } from '@/components/consent/consent-manager';
import { SiteFooter } from '@/components/footer/site-footer';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import { IntentPrefetch } from '@/components/layout/intent-prefetch';
import { LanguagePersistence, ScrollToTop } from '@/components/layout/navigation-effects';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';
import { SiteHeader } from '@/components/layout/site-header';
import { ToastHost } from '@/components/ui/toast-host';
import { chatLabels } from '@/lib/chat/labels';
import { getCarouselSponsors, getSponsors, listActivities, listCountries } from '@/lib/data/catalogue';
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
    applicationName: site.name,
    // The site's static files live in public/.
    icons: { icon: [{ url: '/favicon.ico', sizes: '32x32' }, { url: '/icon.svg', type: 'image/svg+xml' }], apple: '/apple-touch-icon.png' },
    manifest: '/manifest.webmanifest',
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [t, tChat, activities, countries, sponsors, carouselSponsors] = await Promise.all([
    getTranslations('Common'),
    getTranslations('Chat'),
    listActivities(lang),
    listCountries(lang),
    getSponsors(),
    getCarouselSponsors(),
  ]);
  return (
    <html lang={lang}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {/* Client leaves get their texts as props, or a page's picked messages; the error page its two texts. */}
        <ErrorTextsProvider texts={{ heading: t('errorLoadingPage'), retry: t('retry') }}>
          <Suspense fallback={null}>
            <ScrollToTop />
            <NavigationSpinner label={t('loading')} />
          </Suspense>
          <LanguagePersistence lang={lang} />
          <IntentPrefetch />
          <SiteHeader lang={lang} activities={activities} countries={countries} />
          <main id="main" className="flex-1">
            {children as ReactNode}
          </main>
          <SiteFooter lang={lang} sponsors={sponsors} carouselSponsors={carouselSponsors} />
          <ChatWidget lang={lang} productName={site.name} labels={chatLabels(tChat, site.name)} />
          <ConsentManager lang={lang} />
          <ToastHost />
        </ErrorTextsProvider>
      </body>
    </html>
  );
}
