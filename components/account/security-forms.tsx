'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale } from 'next-intl';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { FormField, submitClass } from '@/components/auth/form-field';
import { changeEmailSchema, changePasswordSchema, type ChangeEmailValues, type ChangePasswordValues } from '@/lib/auth/schemas';
import { requestEmailChange, updatePassword } from './actions';
import { useAccountTexts } from './use-account-texts';

type Notice = { ok: boolean; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-brand-700' : 'text-red-700'}>{notice.text}</p>;
}

/** A new address applies once the links sent to it and to the current address are followed. */
export function ChangeEmailForm({ current, pending }: { current: string; pending: string | null }) {
  const { ta, fieldError, failure } = useAccountTexts();
  const lang = useLocale();
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<ChangeEmailValues>({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const result = await requestEmailChange(values, lang).catch(() => ({ ok: false, reason: 'failed' }) as const);
    if (result.ok) {
      setNotice({ ok: true, text: ta('email.sent', { email: values.email.trim() }) });
      form.reset();
    } else setNotice({ ok: false, text: result.reason === 'mismatch' ? ta('email.current', { email: current }) : failure(result) });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <h3 className="text-lg font-semibold">{ta('email.title')}</h3>
      <p className="text-slate-700 [overflow-wrap:anywhere]">{ta('email.current', { email: current })}</p>
      {pending ? <p className="text-slate-700 [overflow-wrap:anywhere]">{ta('email.pending', { email: pending })}</p> : null}
      <FormField id="account-new-email" label={ta('email.new')} type="email" autoComplete="email"
        error={fieldError(form.formState.errors.email?.message)} registration={form.register('email')} />
      <NoticeLine notice={notice} />
      <button type="submit" disabled={form.formState.isSubmitting} className={submitClass}>
        {form.formState.isSubmitting ? ta('email.sending') : ta('email.submit')}
      </button>
    </form>
  );
}

/** The current password first: a session left open on a shared computer must not be enough to take the account. */
export function ChangePasswordForm() {
  const { ta, t, fieldError, failure } = useAccountTexts();
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const result = await updatePassword(values).catch(() => ({ ok: false, reason: 'failed' }) as const);
    if (result.ok) {
      setNotice({ ok: true, text: ta('password.saved') });
      form.reset();
    } else setNotice({ ok: false, text: failure(result) });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <h3 className="text-lg font-semibold">{ta('password.title')}</h3>
      <FormField id="account-current-password" label={ta('password.current')} type="password" autoComplete="current-password"
        error={fieldError(errors.current?.message)} registration={form.register('current')} />
      <FormField id="account-new-password" label={ta('password.new')} type="password" autoComplete="new-password" hint={t('passwordHint')}
        error={fieldError(errors.password?.message)} registration={form.register('password')} />
      <FormField id="account-confirm-password" label={ta('password.confirm')} type="password" autoComplete="new-password"
        error={fieldError(errors.confirm?.message)} registration={form.register('confirm')} />
      <NoticeLine notice={notice} />
      <button type="submit" disabled={isSubmitting} className={submitClass}>
        {isSubmitting ? ta('password.saving') : ta('password.submit')}
      </button>
    </form>
  );
}
