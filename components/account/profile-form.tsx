'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from '@/lib/i18n/navigation';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { FormField, submitClass } from '@/components/auth/form-field';
import { profileSchema, type ProfileValues } from '@/lib/auth/schemas';
import { saveProfile } from './actions';
import { useAccountTexts } from './use-account-texts';

/** Name, phone and the language of every e-mail the shop sends. */
export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const { ta, fieldError, failure } = useAccountTexts();
  const router = useRouter();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const result = await saveProfile(values).catch(() => ({ ok: false, reason: 'failed' }) as const);
    setNotice(result.ok ? { ok: true, text: ta('profile.saved') } : { ok: false, text: failure(result) });
    if (result.ok) router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField id="profile-name" label={ta('profile.fullName')} autoComplete="name" maxLength={120}
        error={fieldError(errors.fullName?.message)} registration={form.register('fullName')} />
      <FormField id="profile-phone" label={ta('profile.phone')} type="tel" autoComplete="tel" maxLength={30}
        error={fieldError(errors.phone?.message)} registration={form.register('phone')} />
      <div className="sm:col-span-2">
        <label htmlFor="profile-lang" className="block text-sm font-medium">{ta('profile.lang')}</label>
        <select id="profile-lang" {...form.register('lang')} className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 sm:w-64">
          <option value="en">{ta('profile.english')}</option>
          <option value="es">{ta('profile.spanish')}</option>
        </select>
      </div>
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className={`sm:col-span-2 ${notice.ok ? 'text-brand-700' : 'text-red-700'}`}>{notice.text}</p>
      ) : null}
      <div className="sm:col-span-2 sm:w-48">
        <button type="submit" disabled={isSubmitting} className={submitClass}>
          {isSubmitting ? ta('profile.saving') : ta('profile.save')}
        </button>
      </div>
    </form>
  );
}
