import { getTranslations } from 'next-intl/server';
import { AccountButton } from '@/components/auth/account-button';
import type { Activity, Country } from '@/lib/data/catalogue';
import { Link } from '@/lib/i18n/navigation';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { site, whatsappUrl } from '@/lib/site';
import { LanguageSwitcher } from './language-switcher';
import { SideMenu, type MenuEntry } from './side-menu';

/** Sticky header: menu, logo (home, dropping the search query), flag language selector, account. */
export async function SiteHeader({ lang, activities, countries }: { lang: Locale; activities: Activity[]; countries: Country[] }) {
  const [t, tm, ta, tc] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Menu'),
    getTranslations('Auth'),
    getTranslations('Common'),
  ]);
  const entries = (list: (Activity | Country)[]): MenuEntry[] =>
    list.slice(0, 7).map((item) => ({ id: item.id ?? 0, name: item.name ?? '', count: tc('trips', { count: item.num_viatges ?? 0 }) }));
  const languageLabels = { language: t('language'), en: t('english'), es: t('spanish') };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex items-center gap-2">
          <SideMenu
            lang={lang}
            activities={entries(activities)}
            countries={entries(countries)}
            paths={{ activities: pagePath(lang, 'activities'), destinations: pagePath(lang, 'destinations'), contact: pagePath(lang, 'contact'), blog: '/blog' }}
            external={{ quiz: site.quizUrl[lang], courses: site.coursesUrl[lang], whatsapp: whatsappUrl() }}
            labels={{
              menu: t('menu'), close: tm('close'), activities: tm('activities'), destinations: tm('destinations'),
              viewMore: tm('viewMore'), yourLevel: tm('yourLevel'), onlineCourses: tm('onlineCourses'),
              contact: tm('contact'), blog: tm('blog'), whatsapp: tm('whatsapp'), newTab: tc('newTab'), ...languageLabels,
            }}
          />
          {/* A plain link to the language's home: the search state lives in the home page's query, which it drops. */}
          <Link href="/" className="text-lg font-bold text-brand-700" aria-label={`${site.name} – ${t('home')}`}>
            <span aria-hidden="true">▲ </span>
            {site.name}
          </Link>
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitcher current={lang} labels={languageLabels} />
          <AccountButton
            labels={{
              account: t('account'), myAccount: ta('myAccount'), signedInAs: ta('signedInAs', { email: '{email}' }),
              signOut: ta('signOut'), close: ta('close'), signIn: ta('signIn'), signUp: ta('signUp'), email: ta('email'),
              password: ta('password'), loading: ta('loading'), toRegister: ta('toRegister'), toLogin: ta('toLogin'),
              checkEmail: ta('checkEmail'),
            }}
          />
        </div>
      </div>
    </header>
  );
}
