'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useLocale } from 'next-intl';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { codeSchema, forgotSchema, signInSchema, signUpSchema, type CodeValues, type ForgotValues, type SignInValues } from '@/lib/auth/schemas';
import type { Database } from '@/lib/supabase/database.types';
import { FormField, linkButtonClass, submitClass } from './form-field';
import { useAuthTexts } from './use-auth-texts';

type Mode = 'signIn' | 'signUp' | 'forgot' | 'checkEmail';
type Notice = { kind: 'error' | 'info'; text: string } | null;

/** Where an e-mail link brings the traveller back: this very page, without any leftover fragment. */
function here(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}

/**
 * Sign in and sign up (toggled), "Forgot password?", and after a sign-up the confirmation step (the
 * e-mail's link, or its six-digit code typed here). The submit button shows a loading text while busy; a failure shows
 * the service's message. The form closes by itself once a user is present (its parent listens to the session).
 */
export function AuthForm({ supabase, headingId = 'auth-title' }: { supabase: SupabaseClient<Database>; headingId?: string }) {
  const { t, fieldError, serviceError } = useAuthTexts();
  const lang = useLocale();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  // One form for both modes; the rules follow the mode (a new password must be long enough, an old one need not),
  // which react-hook-form hands the resolver as its context.
  const credentials = useForm<SignInValues, { mode: Mode }>({
    resolver: (values, context, options) =>
      zodResolver<SignInValues>(context?.mode === 'signUp' ? signUpSchema : signInSchema)(values, context, options),
    context: { mode },
    defaultValues: { email: '', password: '' },
  });
  const forgot = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const code = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice({ kind: 'error', text: serviceError({ message: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  const submitCredentials = credentials.handleSubmit((values) =>
    run(async () => {
      if (mode === 'signIn') {
        const { error } = await supabase.auth.signInWithPassword(values);
        if (error) setNotice({ kind: 'error', text: serviceError(error) });
        if (error?.code === 'email_not_confirmed') setEmail(values.email.trim());
        return;
      }
      const { error } = await supabase.auth.signUp({
        ...values,
        options: { data: { lang }, emailRedirectTo: here() },
      });
      if (error) {
        setNotice({ kind: 'error', text: serviceError(error) });
        return;
      }
      // An address that already has an account gets the same answer, so nobody learns who has one.
      setEmail(values.email.trim());
      setMode('checkEmail');
      setNotice({ kind: 'info', text: t('checkEmail') });
    }),
  );

  const submitForgot = forgot.handleSubmit((values) =>
    run(async () => {
      const { error } = await supabase.auth.resetPasswordForEmail(values.email, { redirectTo: here() });
      setNotice(error ? { kind: 'error', text: serviceError(error) } : { kind: 'info', text: t('linkSent') });
    }),
  );

  const submitCode = code.handleSubmit((values) =>
    run(async () => {
      const { error } = await supabase.auth.verifyOtp({ email, token: values.code, type: 'email' });
      if (error) setNotice({ kind: 'error', text: serviceError(error) });
    }),
  );

  const resend = () =>
    run(async () => {
      const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: here() } });
      setNotice(error ? { kind: 'error', text: serviceError(error) } : { kind: 'info', text: t('resent') });
    });

  const switchTo = (next: Mode) => {
    setMode(next);
    setNotice(null);
  };

  const title = { signIn: t('signIn'), signUp: t('signUp'), forgot: t('forgotTitle'), checkEmail: t('signUp') }[mode];
  const alert = notice ? (
    <p role="alert" className={notice.kind === 'error' ? 'text-red-700' : 'font-medium text-brand-700'}>
      {notice.text}
    </p>
  ) : null;
  const submit = (label: string) => (
    <button type="submit" disabled={busy} className={submitClass}>
      {busy ? t('loading') : label}
    </button>
  );

  return (
    <div className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {mode === 'signIn' || mode === 'signUp' ? (
        <form noValidate onSubmit={submitCredentials} className="space-y-4">
          <FormField id="auth-email" label={t('email')} type="email" autoComplete="email" required
            error={fieldError(credentials.formState.errors.email?.message)} registration={credentials.register('email')} />
          <FormField id="auth-password" label={t('password')} type="password" required
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            hint={mode === 'signUp' ? t('passwordHint') : undefined}
            error={fieldError(credentials.formState.errors.password?.message)} registration={credentials.register('password')} />
          {alert}
          {submit(title)}
          {mode === 'signIn' && email ? (
            <button type="button" onClick={() => void resend()} disabled={busy} className={linkButtonClass}>{t('resend')}</button>
          ) : null}
          {mode === 'signIn' ? (
            <button type="button" onClick={() => switchTo('forgot')} className={`block ${linkButtonClass}`}>{t('forgot')}</button>
          ) : null}
          <button type="button" onClick={() => switchTo(mode === 'signIn' ? 'signUp' : 'signIn')} className={`block w-full ${linkButtonClass}`}>
            {mode === 'signIn' ? t('toRegister') : t('toLogin')}
          </button>
        </form>
      ) : null}
      {mode === 'forgot' ? (
        <form noValidate onSubmit={submitForgot} className="space-y-4">
          <p className="text-slate-700">{t('forgotIntro')}</p>
          <FormField id="auth-forgot-email" label={t('email')} type="email" autoComplete="email" required
            error={fieldError(forgot.formState.errors.email?.message)} registration={forgot.register('email')} />
          {alert}
          {submit(t('sendLink'))}
          <button type="button" onClick={() => switchTo('signIn')} className={`block w-full ${linkButtonClass}`}>{t('backToSignIn')}</button>
        </form>
      ) : null}
      {mode === 'checkEmail' ? (
        <form noValidate onSubmit={submitCode} className="space-y-4">
          {alert}
          <FormField id="auth-code" label={t('code')} hint={t('codeHint')} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
            error={fieldError(code.formState.errors.code?.message)} registration={code.register('code')} />
          {submit(t('confirmCode'))}
          <button type="button" onClick={() => void resend()} disabled={busy} className={`block w-full ${linkButtonClass}`}>{t('resend')}</button>
          <button type="button" onClick={() => switchTo('signIn')} className={`block w-full ${linkButtonClass}`}>{t('backToSignIn')}</button>
        </form>
      ) : null}
    </div>
  );
}
