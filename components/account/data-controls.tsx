'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { loadAuth } from '@/components/auth/auth-state';
import { FormField } from '@/components/auth/form-field';
import { withNotice } from '@/lib/auth/notices';
import { deleteAccountSchema, type DeleteAccountValues } from '@/lib/auth/schemas';
import { removeAccount } from './actions';
import { useAccountTexts } from './use-account-texts';

/** Deleting is final, so the traveller types their address; trips still open must end (or be cancelled) first. */
export function DeleteAccountForm({ homeHref }: { homeHref: string }) {
  const { ta, fieldError, failure } = useAccountTexts();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DeleteAccountValues>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await removeAccount(values).catch(() => ({ ok: false, reason: 'failed' }) as const);
    if (!result.ok) {
      setError(failure(result));
      return;
    }
    // The server removed the session cookies; the browser's copy of the session goes too, then a fresh page loads.
    await loadAuth()
      .then((client) => client.auth.signOut({ scope: 'local' }))
      .catch(() => undefined);
    window.location.assign(withNotice(homeHref, 'account-deleted'));
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
      <h3 className="text-lg font-semibold text-red-800">{ta('data.deleteTitle')}</h3>
      <p className="text-slate-800">{ta('data.deleteIntro')}</p>
      <FormField id="account-delete-email" label={ta('data.deleteConfirm')} type="email" autoComplete="off"
        error={fieldError(form.formState.errors.email?.message)} registration={form.register('email')} />
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      <button type="submit" disabled={form.formState.isSubmitting}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-60 sm:w-auto">
        {form.formState.isSubmitting ? ta('data.deleting') : ta('data.delete')}
      </button>
    </form>
  );
}

export function SignOutButton({ label }: { label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        // The SIGNED_OUT event refreshes this page, which then shows the sign-in form.
        void loadAuth()
          .then((client) => client.auth.signOut())
          .finally(() => setBusy(false));
      }}
      className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
    >
      {label}
    </button>
  );
}
