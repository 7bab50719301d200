'use server';

import { headers } from 'next/headers';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  hasOpenBookings,
  hasRenewingSubscription,
  passwordMatches,
  updateProfile,
} from '@/lib/data/account';
import { currentUser } from '@/lib/data/current-user';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
  type ChangeEmailValues,
  type ChangePasswordValues,
  type DeleteAccountValues,
  type ProfileValues,
} from '@/lib/auth/schemas';
import type { Locale } from '@/lib/i18n/routing';
import { pagePath } from '@/lib/i18n/pages';

/**
 * My Account's changes. Each validates again with the form's schema and asks the auth server who the user is (a
 * cookie's claims are never trusted); RLS then limits every write to the traveller's own rows.
 */
export type AccountResult =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'signedOut' | 'failed' | 'wrongCurrent' | 'mismatch' | 'openBookings' | 'renewingSubscription'; code?: string; message?: string };

export async function saveProfile(values: ProfileValues): Promise<AccountResult> {
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const user = await currentUser();
  if (!user) return { ok: false, reason: 'signedOut' };
  const saved = await updateProfile(user.id, parsed.data);
  return saved.ok ? { ok: true } : { ok: false, reason: 'failed', message: saved.message };
}

/** The page the confirmation links lead back to: this shop's account page, on the origin the traveller uses. */
async function accountUrl(lang: Locale): Promise<string> {
  const origin = (await headers()).get('origin') ?? '';
  const base = /^https?:\/\/[^/]+$/.test(origin) ? origin : '';
  return `${base}/${lang}${pagePath(lang, 'account')}`;
}

export async function requestEmailChange(values: ChangeEmailValues, lang: Locale): Promise<AccountResult> {
  const parsed = changeEmailSchema.safeParse(values);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const user = await currentUser();
  if (!user) return { ok: false, reason: 'signedOut' };
  if (parsed.data.email.toLowerCase() === user.email?.toLowerCase()) return { ok: false, reason: 'mismatch' };
  const result = await changeEmail(parsed.data.email, await accountUrl(lang === 'es' ? 'es' : 'en'));
  return result.ok ? { ok: true } : { ok: false, reason: 'failed', code: result.code, message: result.message };
}

export async function updatePassword(values: ChangePasswordValues): Promise<AccountResult> {
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const user = await currentUser();
  if (!user?.email) return { ok: false, reason: 'signedOut' };
  const matches = await passwordMatches(user.email, parsed.data.current);
  if (matches === 'limited') return { ok: false, reason: 'failed', code: 'over_request_rate_limit', message: 'Request rate limit reached' };
  if (!matches) return { ok: false, reason: 'wrongCurrent' };
  const result = await changePassword(parsed.data.password);
  return result.ok ? { ok: true } : { ok: false, reason: 'failed', code: result.code, message: result.message };
}

export async function removeAccount(values: DeleteAccountValues): Promise<AccountResult> {
  const parsed = deleteAccountSchema.safeParse(values);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const user = await currentUser();
  if (!user) return { ok: false, reason: 'signedOut' };
  if (parsed.data.email.toLowerCase() !== user.email?.toLowerCase()) return { ok: false, reason: 'mismatch' };
  if (await hasOpenBookings()) return { ok: false, reason: 'openBookings' };
  if (await hasRenewingSubscription()) return { ok: false, reason: 'renewingSubscription' };
  const result = await deleteAccount();
  return result.ok ? { ok: true } : { ok: false, reason: 'failed', message: result.message };
}
