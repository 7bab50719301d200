'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SupabaseClient } from '@supabase/supabase-js';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { safeNextPath } from '@/lib/auth/next-path';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/auth/schemas';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { loadAuth, onAuthEvent, useAuth } from './auth-state';
import { FormField, submitClass } from './form-field';
import { useAuthTexts } from './use-auth-texts';

type Phase = 'checking' | 'form' | 'done' | 'invalid';

/**
 * The page a password-reset e-mail links to. The link's token hash sits in the fragment (never sent to a server,
 * never in a Referer); verifying it here signs the traveller in with the PASSWORD_RECOVERY event, which opens the
 * new-password form. A used, expired or tampered link says so and offers a new one.
 */
export function ResetPasswordForm({ lang, accountHref }: { lang: Locale; accountHref: string }) {
  const { t, fieldError, serviceError } = useAuthTexts();
  const { recovering } = useAuth();
  const [stage, setPhase] = useState<Phase>('checking');
  const [client, setClient] = useState<SupabaseClient<Database> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The page where the traveller was (read when the link was opened, before the address is cleaned).
  const [next] = useState(() => (typeof window === 'undefined' ? `/${lang}` : safeNextPath(new URLSearchParams(window.location.search).get('next'), [window.location.origin], lang)));
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });

  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    const tokenHash = params.get('token_hash');
    // The token is single-use and must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    const stop = onAuthEvent((event) => {
      if (event === 'PASSWORD_RECOVERY') setPhase('form');
      if (event === 'USER_UPDATED') setPhase((current) => (current === 'invalid' ? current : 'done'));
    });
    void loadAuth().then(async (supabase) => {
      setClient(supabase);
      if (!tokenHash) {
        setPhase((current) => (current === 'checking' ? 'invalid' : current));
        return;
      }
      const { error } = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
      if (error) {
        setFailure(serviceError(error));
        setPhase('invalid');
      }
    });
    return stop;
    // Runs once per visit: the token is read and removed from the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A recovery session that another tab (or an earlier visit) started also opens the form.
  const phase: Phase = recovering && (stage === 'checking' || stage === 'invalid') ? 'form' : stage;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!client) return;
    setFailure(null);
    const { error } = await client.auth.updateUser({ password: values.password });
    if (error) setFailure(serviceError(error));
    else setPhase('done');
  });

  if (phase === 'checking') return <p role="status">{t('checkingLink')}</p>;
  if (phase === 'invalid') {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-red-700">{failure ?? t('linkInvalid')}</p>
        <Link href={accountHref} className="inline-flex min-h-11 items-center text-brand-700 underline">{t('requestNewLink')}</Link>
      </div>
    );
  }
  if (phase === 'done') {
    return (
      <div className="space-y-4">
        <p role="status" className="font-medium text-brand-700">{t('passwordSaved')}</p>
        <a href={next} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{t('continue')}</a>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField id="reset-password" label={t('newPassword')} type="password" autoComplete="new-password" hint={t('passwordHint')} required
        error={fieldError(form.formState.errors.password?.message)} registration={form.register('password')} />
      <FormField id="reset-confirm" label={t('confirmPassword')} type="password" autoComplete="new-password" required
        error={fieldError(form.formState.errors.confirm?.message)} registration={form.register('confirm')} />
      {failure ? <p role="alert" className="text-red-700">{failure}</p> : null}
      <button type="submit" disabled={form.formState.isSubmitting} className={submitClass}>
        {form.formState.isSubmitting ? t('loading') : t('savePassword')}
      </button>
    </form>
  );
}
