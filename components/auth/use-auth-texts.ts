'use client';

import { useTranslations } from 'next-intl';
import { isFormErrorKey } from '@/lib/auth/schemas';
import { knownServiceError, type ServiceError } from '@/lib/auth/service-errors';

/** Translates a form error key and an auth service failure into the visitor's language. */
export function useAuthTexts() {
  const t = useTranslations('Auth');
  const fieldError = (key: string | undefined): string | null => {
    if (!key) return null;
    return t(`errors.${isFormErrorKey(key) ? key : 'required'}`);
  };
  /** The service's message, in the visitor's language when the shop knows it. */
  const serviceError = (error: ServiceError): string => {
    const known = knownServiceError(error);
    if (known) return t(`service.${known.key}`, { seconds: known.seconds });
    return error.message || t('errors.generic');
  };
  return { t, fieldError, serviceError };
}
