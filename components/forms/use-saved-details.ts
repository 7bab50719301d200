'use client';

import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { getConsent } from '@/lib/consent/store';
import { readSavedDetails, saveDetails, type SavedDetails } from '@/lib/consent/saved-details';
import { useConsent } from '@/components/consent/use-consent';

type WithDetails = FieldValues & SavedDetails;

/**
 * Fills the empty name, e-mail and phone fields from this device when the visitor allows preferences, and returns
 * the function that remembers them after a successful send (only while preferences are allowed).
 */
export function useSavedDetails<T extends WithDetails>(form: Pick<UseFormReturn<T>, 'getValues' | 'setValue'>) {
  const allowed = useConsent()?.preferences === true;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!allowed) return;
    const saved = readSavedDetails();
    if (!saved) return;
    for (const key of ['name', 'email', 'phone'] as const) {
      const field = key as Path<T>;
      if (!getValues(field)) setValue(field, saved[key] as PathValue<T, Path<T>>);
    }
  }, [allowed, getValues, setValue]);
  return (details: SavedDetails) => {
    if (getConsent()?.preferences) saveDetails(details);
  };
}
