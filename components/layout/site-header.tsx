import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { LanguageSwitcher } from './language-switcher';

export async function SiteHeader({ lang }: { lang: Locale }) {
  const t = await getTranslations('Header');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link href="/" className="text-lg font-bold text-brand-700" aria-label={`${site.name} – ${t('home')}`}>
          {site.name}
        </Link>
        <LanguageSwitcher
          current={lang}
          labels={{ language: t('language'), en: t('english'), es: t('spanish') }}
        />
      </div>
    </header>
  );
}
