import { getTranslations } from 'next-intl/server';
import { HeaderAccount } from '@/components/auth/header-account';
import type { CatalogueEntry } from '@/lib/data/catalogue';
import { Link } from '@/lib/i18n/link';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { site, whatsappUrl } from '@/lib/site';
import { LanguageSwitcher } from './language-switcher';
import { SiteLogo } from './site-logo';
import { SideMenu, type MenuEntry } from './side-menu';

/**
 * Sticky header: menu, logo (home, dropping the search query), flag language selector, account. It fits a 320 px
 * screen in both languages: below 360 px the logo shows its mark only and the language its code.
 */
export async function SiteHeader({ lang, activities, countries }: { lang: Locale; activities: CatalogueEntry[]; countries: CatalogueEntry[] }) {
  const [t, tm, tc] = await Promise.all([getTranslations('Header'), getTranslations('Menu'), getTranslations('Common')]);
  const entries = (list: CatalogueEntry[]): MenuEntry[] =>
    list.slice(0, 7).map((item) => ({ id: item.id, name: item.name, count: tc('trips', { count: item.tripCount }) }));
  const languageLabels = { language: t('language'), en: t('english'), es: t('spanish') };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <SideMenu
            lang={lang}
            activities={entries(activities)}
            countries={entries(countries)}
            paths={{ activities: pagePath(lang, 'activities'), destinations: pagePath(lang, 'destinations'), contact: pagePath(lang, 'contact'), blog: '/blog', courses: pagePath(lang, 'courses') }}
            external={{ quiz: site.quizUrl[lang], courses: site.coursesUrl[lang], whatsapp: whatsappUrl() }}
            labels={{
              menu: t('menu'), close: tm('close'), activities: tm('activities'), destinations: tm('destinations'),
              viewMore: tm('viewMore'), yourLevel: tm('yourLevel'), onlineCourses: tm('onlineCourses'),
              contact: tm('contact'), blog: tm('blog'), whatsapp: tm('whatsapp'), newTab: tc('newTab'), ...languageLabels,
            }}
          />
          {/* A plain link to the language's home: the search state lives in the home page's query, which it drops. */}
          <Link href="/" className="flex min-h-11 shrink-0 items-center rounded-md" data-testid="site-logo">
            <SiteLogo name={site.name} />
            <span className="sr-only"> – {t('home')}</span>
          </Link>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher current={lang} labels={languageLabels} />
          <HeaderAccount lang={lang} />
        </div>
      </div>
    </header>
  );
}
