'use client';

import { NextIntlClientProvider } from 'next-intl';
import { use, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { AuthForm } from './auth-form';
import { authTexts } from './auth-texts-request';

/**
 * The sign-in form inside the header's dialog, with its texts fetched when the dialog first opened (this module, the
 * form and next-intl's formatting runtime load only then). A failed request says so, with a button that asks again.
 */
export function AuthDialogForm({ supabase, lang, labels }: {
  supabase: SupabaseClient<Database>;
  lang: Locale;
  labels: { failed: string; retry: string };
}) {
  const [request, setRequest] = useState(() => authTexts(lang));
  const messages = use(request);
  if (!messages) {
    return (
      <div role="alert" className="space-y-3">
        <p>{labels.failed}</p>
        <button
          type="button"
          onClick={() => setRequest(authTexts(lang, true))}
          className="min-h-11 rounded-md border border-slate-300 px-4 py-2 font-semibold"
        >
          {labels.retry}
        </button>
      </div>
    );
  }
  return (
    <NextIntlClientProvider locale={lang} messages={messages}>
      <AuthForm supabase={supabase} />
    </NextIntlClientProvider>
  );
}
