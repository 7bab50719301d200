'use client';

import { useEffect, useState } from 'react';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { useTranslations } from 'next-intl';
import { useModalDialog } from '@/components/layout/use-modal-dialog';
import type { Database } from '@/lib/supabase/database.types';
import { AuthForm, type AuthLabels } from './auth-form';

/** @supabase/ssr keeps the session in cookies named sb-<project>-auth-token (split into .0, .1, ... when long). */
export function hasStoredSession(cookies: string): boolean {
  return cookies.split(/;\s*/).some((cookie) => /^sb-[^=]+-auth-token(\.\d+)?=./.test(cookie));
}

export interface AccountLabels extends AuthLabels {
  account: string; myAccount: string; signedInAs: string; signOut: string; close: string;
}

/**
 * The header's account button. Until the accounts pages exist it opens a dialog: the sign-in / sign-up form for
 * visitors, the signed-in e-mail and a sign-out button for users. SPEC 4: the form closes itself once a user is present.
 */
export function AccountButton({ labels }: { labels: AccountLabels }) {
  const t = useTranslations('Common');
  const { dialogRef, triggerRef, open, show, close, onKeyDown } = useModalDialog();
  const [supabase, setSupabase] = useState<SupabaseClient<Database> | null>(null);
  const [user, setUser] = useState<User | null>(null);

  const [wanted, setWanted] = useState(false);

  // supabase-js loads at start only when a session is stored, else when the dialog opens, so anonymous visitors
  // never pay for it; once loaded, the stored session is read and auth changes followed (SPEC 4 and 7).
  useEffect(() => {
    if (hasStoredSession(document.cookie)) setWanted(true);
  }, []);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let unsubscribe = () => {};
    void import('@/lib/supabase/client').then(({ createClient }) => {
      if (cancelled) return;
      const client = createClient();
      const { data } = client.auth.onAuthStateChange((_event, session) => setUser(session?.user ?? null));
      unsubscribe = () => data.subscription.unsubscribe();
      setSupabase(client);
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [wanted]);

  useEffect(() => {
    if (user && open) close();
    // Only a user arriving while the form is open closes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </svg>
        <span className="sr-only sm:not-sr-only">{user ? labels.myAccount : labels.account}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="auth-title"
        onKeyDown={onKeyDown}
        className="m-auto w-[min(26rem,92vw)] rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/40"
      >
        <div className="mb-2 flex justify-end">
          <button type="button" onClick={close} aria-label={labels.close} className="rounded-md px-2 text-xl hover:bg-slate-100">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {user ? (
          <div className="space-y-4">
            <h2 id="auth-title" className="text-xl font-bold">
              {labels.myAccount}
            </h2>
            <p>{labels.signedInAs.replace('{email}', user.email ?? '')}</p>
            <button
              type="button"
              onClick={() => void supabase?.auth.signOut()}
              className="w-full rounded-md border border-slate-300 px-4 py-2 font-semibold"
            >
              {labels.signOut}
            </button>
          </div>
        ) : open && supabase ? (
          <AuthForm supabase={supabase} labels={labels} />
        ) : open ? (
          <p role="status">{t('loading')}</p>
        ) : null}
      </dialog>
    </>
  );
}
