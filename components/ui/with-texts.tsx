'use client';

import { NextIntlClientProvider } from 'next-intl';
import { use, useState, type ReactNode } from 'react';
import { fetchTexts } from '@/lib/i18n/fetch-texts';
import type { Locale } from '@/lib/i18n/routing';
import type { TextSet } from '@/lib/i18n/text-sets';

/**
 * A part loaded on demand (the sign-in form, the waitlist form) with its messages, fetched when it first shows (a text
 * set, lib/i18n/text-sets.ts): it suspends until they arrive. Imported only by lazily loaded modules, which then bring
 * next-intl's formatting runtime with them. A failed request says so, with a button that asks again.
 */
export function WithTexts({ lang, set, labels, children }: {
  lang: Locale;
  set: TextSet;
  labels: { failed: string; retry: string };
  children: ReactNode;
}) {
  const [request, setRequest] = useState(() => fetchTexts(lang, set));
  const messages = use(request);
  if (!messages) {
    return (
      <div role="alert" className="space-y-3">
        <p>{labels.failed}</p>
        <button type="button" onClick={() => setRequest(fetchTexts(lang, set, true))} className="min-h-11 rounded-md border border-slate-300 px-4 py-2 font-semibold">
          {labels.retry}
        </button>
      </div>
    );
  }
  return (
    <NextIntlClientProvider locale={lang} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
