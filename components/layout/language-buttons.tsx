'use client';

import type { Locale } from '@/lib/i18n/routing';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { FlagIcon } from './flag-icon';

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
          className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          <FlagIcon lang={lang} className="mr-1.5 inline-block h-3.5 w-5 align-[-2px]" />
          {labels[lang]}
        </button>
      ))}
    </div>
  );
}
