'use client';

import type { SupabaseClient } from '@supabase/supabase-js';
import { WithTexts } from '@/components/ui/with-texts';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { AuthForm } from './auth-form';

/**
 * The sign-in form inside the header's dialog, with its texts fetched when the dialog first opened (this module, the
 * form and next-intl's formatting runtime load only then).
 */
export function AuthDialogForm({ supabase, lang, labels }: {
  supabase: SupabaseClient<Database>;
  lang: Locale;
  labels: { failed: string; retry: string };
}) {
  return (
    <WithTexts lang={lang} set="auth" labels={labels}>
      <AuthForm supabase={supabase} />
    </WithTexts>
  );
}
