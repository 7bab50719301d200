'use client';

import type { Locale } from '@/lib/i18n/routing';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { FlagIcon } from './flag-icon';

/** The header's flag selector (a native select: keyboard and screen-reader support come for free). */
export function LanguageSwitcher({
  current,
  labels,
}: {
  current: Locale;
  labels: { language: string; en: string; es: string };
}) {
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{labels.language}</span>
      <FlagIcon lang={current} className="pointer-events-none absolute left-2 h-3.5 w-5" />
      <select
        value={current}
        onChange={(event) => switchLanguage(current, event.target.value as Locale)}
        className="cursor-pointer appearance-none rounded-md border border-slate-300 bg-white py-1.5 pr-7 pl-9 text-sm font-medium"
      >
        {(['en', 'es'] as const).map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {labels[lang]}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="pointer-events-none absolute right-2 text-xs">
        ▾
      </span>
    </label>
  );
}
