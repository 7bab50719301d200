'use client';

import type { Locale } from '@/lib/i18n/routing';
import { switchLanguage } from '@/lib/i18n/switch-language';

/** The side menu's English / Spanish picker. */
export function LanguageButtons({
  current,
  labels,
}: {
  current: Locale;
  labels: { language: string; en: string; es: string };
}) {
  return (
    <div role="group" aria-label={labels.language} className="flex gap-2">
      {(['en', 'es'] as const).map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => switchLanguage(current, lang)}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          <span aria-hidden="true">{lang === 'en' ? '🇬🇧' : '🇪🇸'}</span> {labels[lang]}
        </button>
      ))}
    </div>
  );
}
