'use client';

import { useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database.types';

export interface AuthLabels {
  signIn: string; signUp: string; email: string; password: string; loading: string;
  toRegister: string; toLogin: string; checkEmail: string;
}

type Notice = { kind: 'error' | 'info'; text: string } | null;

/** SPEC 4 and 8: login / register modes, a loading text while busy, the service's message in an alert. */
export function AuthForm({ supabase, labels }: { supabase: SupabaseClient<Database>; labels: AuthLabels }) {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    setBusy(true);
    setNotice(null);
    try {
      if (mode === 'login') {
        const { error } = await supabase.auth.signInWithPassword(credentials);
        if (error) setNotice({ kind: 'error', text: error.message });
      } else {
        const { data, error } = await supabase.auth.signUp(credentials);
        if (error) setNotice({ kind: 'error', text: error.message });
        else if (!data.session) setNotice({ kind: 'info', text: labels.checkEmail });
      }
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const title = mode === 'login' ? labels.signIn : labels.signUp;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      <h2 id="auth-title" className="text-xl font-bold">
        {title}
      </h2>
      <label className="block text-sm font-medium">
        {labels.email}
        <input name="email" type="email" required autoComplete="email" className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <label className="block text-sm font-medium">
        {labels.password}
        <input
          name="password"
          type="password"
          required
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </label>
      {notice ? (
        <p role="alert" className={notice.kind === 'error' ? 'text-red-700' : 'text-brand-700'}>
          {notice.text}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
        {busy ? labels.loading : title}
      </button>
      <button
        type="button"
        onClick={() => {
          setMode(mode === 'login' ? 'register' : 'login');
          setNotice(null);
        }}
        className="w-full text-sm text-brand-700 underline"
      >
        {mode === 'login' ? labels.toRegister : labels.toLogin}
      </button>
    </form>
  );
}
