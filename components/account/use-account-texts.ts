'use client';

import { useTranslations } from 'next-intl';
import { useAuthTexts } from '@/components/auth/use-auth-texts';
import type { AccountResult } from './actions';

/** The account forms' texts, and one sentence for every way a change can fail. */
export function useAccountTexts() {
  const ta = useTranslations('Account');
  const { t, fieldError, serviceError } = useAuthTexts();
  const failure = (result: Exclude<AccountResult, { ok: true }>): string => {
    switch (result.reason) {
      case 'wrongCurrent':
        return ta('password.wrongCurrent');
      case 'mismatch':
        return ta('data.deleteMismatch');
      case 'openBookings':
        return ta('data.openBookings');
      case 'renewingSubscription':
        return ta('data.renewingSubscription');
      case 'signedOut':
        return t('linkInvalid');
      case 'invalid':
        return t('errors.generic');
      default:
        return result.message ? serviceError({ code: result.code, message: result.message }) : t('errors.generic');
    }
  };
  return { ta, t, fieldError, failure };
}
