'use client';

import type { Locale } from '@/lib/i18n/routing';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { FlagIcon } from './flag-icon';

/**
 * The header's flag selector: a native select (keyboard and screen-reader support come for free) laid invisibly
 * over a compact face, the flag and the language's code on phones and its name from the sm breakpoint on, so the
 * header fits a 320 px screen.
 */
export function LanguageSwitcher({
  current,
  labels,
}: {
  current: Locale;
  labels: { language: string; en: string; es: string };
}) {
  return (
    <label className="relative inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300 bg-white py-1.5 pr-6 pl-8 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-700 sm:pr-7 sm:pl-9">
      <span className="sr-only">{labels.language}</span>
      <FlagIcon lang={current} className="pointer-events-none absolute left-2 h-3.5 w-5" />
      <span aria-hidden="true">
        <span className="sm:hidden">{current.toUpperCase()}</span>
        <span className="hidden sm:inline">{labels[current]}</span>
      </span>
      <span aria-hidden="true" className="pointer-events-none absolute right-2 text-xs">
        ▾
      </span>
      <select
        value={current}
        onChange={(event) => switchLanguage(current, event.target.value as Locale)}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
      >
        {(['en', 'es'] as const).map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {labels[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
