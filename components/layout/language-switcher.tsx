'use client';

import type { Locale } from '@/lib/i18n/routing';
import { localizedHref, persistLanguage } from '@/lib/i18n/language';

/**
 * SPEC 2: keeps the rest of the path, the query and the hash, replaces the history entry and swaps the prefix.
 * A full navigation (location.replace) so the document language and every server-rendered text change together.
 */
export function LanguageSwitcher({
  current,
  labels,
}: {
  current: Locale;
  labels: { language: string; en: string; es: string };
}) {
  const choose = (lang: Locale) => {
    persistLanguage(lang);
    if (lang === current) return;
    const { pathname, search, hash } = window.location;
    window.location.replace(localizedHref(lang, pathname, search, hash));
  };
  return (
    <div role="group" aria-label={labels.language} className="flex gap-1">
      {(['en', 'es'] as const).map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => choose(lang)}
          className="rounded px-2 py-1 text-sm font-medium aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          <span aria-hidden="true">{lang === 'en' ? '🇬🇧' : '🇪🇸'}</span> {labels[lang]}
        </button>
      ))}
    </div>
  );
}
