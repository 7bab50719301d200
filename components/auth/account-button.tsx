'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toast } from '@/components/ui/toast';
import { squareControl } from '@/components/ui/control';
import { useModalDialog } from '@/components/layout/use-modal-dialog';
import { noticeFromHash, type AuthNotice } from '@/lib/auth/notices';
import { useRouter } from 'next/navigation';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { completeSignIn } from './actions';
import { loadAuth, onAuthEvent, startAuth, useAuth } from './auth-state';
import { authTexts } from './auth-texts-request';

// The form (its validation code, its texts and their formatting runtime) loads only when the dialog opens.
const AuthDialogForm = lazy(() => import('./auth-dialog-form').then((module) => ({ default: module.AuthDialogForm })));

type NoticeKey = 'confirmed' | 'emailChanged' | 'emailChangePending' | 'linkInvalid' | 'accountDeleted' | 'signedOut';

/** The button's texts, formatted on the server; `signedInAs` has `{email}` where the address goes. */
export type AccountButtonLabels = Record<NoticeKey | 'account' | 'myAccount' | 'close' | 'loading' | 'signedInAs' | 'signOut' | 'failed' | 'retry', string>;

const NOTICE_TEXT: Record<AuthNotice, { key: NoticeKey; tone: 'success' | 'error' | 'info' }> = {
  confirmed: { key: 'confirmed', tone: 'success' },
  'email-changed': { key: 'emailChanged', tone: 'success' },
  'email-change-pending': { key: 'emailChangePending', tone: 'info' },
  'link-invalid': { key: 'linkInvalid', tone: 'error' },
  'account-deleted': { key: 'accountDeleted', tone: 'info' },
  'signed-out': { key: 'signedOut', tone: 'info' },
};

/** A notice a redirect left in the address (#notice=...), shown once as a toast, then removed from the address. */
function useNoticeFromAddress(labels: AccountButtonLabels) {
  useEffect(() => {
    const notice = noticeFromHash(window.location.hash);
    if (!notice) return;
    const { key, tone } = NOTICE_TEXT[notice];
    const text = labels[key];
    if (tone === 'success') toast.success(text);
    else if (tone === 'error') toast.error(text);
    else toast(text);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, [labels]);
}

/**
 * The header's account control. Visitors get the sign-in / sign-up form in a dialog; a signed-in traveller gets
 * their address, My Account and sign out. It also reacts to the session's events for the whole page: a sign-in
 * attaches guest bookings and closes the form, a sign-out refreshes personal pages, a password-recovery
 * session goes to the new-password form.
 */
export function AccountButton({ lang, accountHref, resetPasswordHref, labels }: {
  lang: Locale;
  accountHref: string;
  /** The new-password page, with its language: where a password-recovery session goes. */
  resetPasswordHref: string;
  labels: AccountButtonLabels;
}) {
  const router = useRouter();
  const { dialogRef, triggerProps, open, close, onKeyDown } = useModalDialog();
  const { status, user } = useAuth();
  const [supabase, setSupabase] = useState<SupabaseClient<Database> | null>(null);
  useNoticeFromAddress(labels);

  useEffect(startAuth, []);
  useEffect(() => {
    if (open || status === 'signedIn') void loadAuth().then(setSupabase);
    // The form's texts, asked beside its code and the auth client rather than after them.
    if (open && status !== 'signedIn') void authTexts(lang);
  }, [open, status, lang]);

  useEffect(
    () =>
      onAuthEvent((event, _session, newSignIn) => {
        if (newSignIn) {
          close();
          void completeSignIn().then(({ claimed }) => {
            if (claimed > 0) router.refresh();
          });
          router.refresh();
        } else if (event === 'SIGNED_OUT') {
          close();
          router.refresh();
        } else if (event === 'PASSWORD_RECOVERY' && window.location.pathname !== resetPasswordHref) {
          router.push(resetPasswordHref);
        }
      }),
    [close, router, resetPasswordHref],
  );

  const signOut = async () => {
    const client = supabase ?? (await loadAuth());
    const { error } = await client.auth.signOut();
    if (error) toast.error(error.message);
    else toast(labels.signedOut);
  };

  const signedIn = status === 'signedIn' && user;
  return (
    <>
      <button
        {...triggerProps}
        data-testid="account-button"
        className={`${squareControl} gap-1 py-1.5 text-sm font-medium`}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </svg>
        <span className="sr-only sm:not-sr-only">{signedIn ? labels.myAccount : labels.account}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="auth-title"
        onKeyDown={onKeyDown}
        className="m-auto max-h-[92vh] w-[min(26rem,92vw)] overflow-y-auto rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/40"
      >
        <div className="mb-2 flex justify-end">
          <button type="button" onClick={close} aria-label={labels.close} className={`${squareControl} text-xl`}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {signedIn ? (
          <div className="space-y-4">
            <h2 id="auth-title" className="text-xl font-bold">
              {labels.myAccount}
            </h2>
            <p className="[overflow-wrap:anywhere]">{labels.signedInAs.replace('{email}', () => user.email ?? '')}</p>
            <Link href={accountHref} prefetch={false} onClick={close} className="flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
              {labels.myAccount}
            </Link>
            <button type="button" onClick={() => void signOut()} className="min-h-11 w-full rounded-md border border-slate-300 px-4 py-2 font-semibold">
              {labels.signOut}
            </button>
          </div>
        ) : open && supabase ? (
          <Suspense fallback={<p role="status">{labels.loading}</p>}>
            <AuthDialogForm supabase={supabase} lang={lang} labels={{ failed: labels.failed, retry: labels.retry }} />
          </Suspense>
        ) : open ? (
          <p role="status">{labels.loading}</p>
        ) : null}
      </dialog>
    </>
  );
}
