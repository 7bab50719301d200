'use client';

import { useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useTranslations } from 'next-intl';
import { AuthForm } from '@/components/auth/auth-form';
import { loadAuth } from '@/components/auth/auth-state';
import { useFavorites } from '@/components/favorites/favorites-store';
import type { Database } from '@/lib/supabase/database.types';

/**
 * My Account for a visitor who is not signed in: the sign-in form right on the page. Signing in refreshes the page
 * (the header's session listener does it), which then renders the account.
 */
export function AccountSignIn() {
  const t = useTranslations('Auth');
  const ta = useTranslations('Account');
  const [supabase, setSupabase] = useState<SupabaseClient<Database> | null>(null);
  const { mode, ids } = useFavorites();
  useEffect(() => {
    void loadAuth().then(setSupabase);
  }, []);
  return (
    <div className="space-y-6">
      {mode === 'guest' && ids.length > 0 ? (
        <p className="rounded-md bg-rose-50 p-3 text-rose-900" data-testid="guest-favorites">{ta('guestFavorites', { count: ids.length })}</p>
      ) : null}
      <div className="rounded-lg border border-slate-200 p-6">
        {supabase ? <AuthForm supabase={supabase} headingId="account-auth-title" /> : <p role="status">{t('loading')}</p>}
      </div>
    </div>
  );
}
