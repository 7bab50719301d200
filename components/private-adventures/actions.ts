'use server';

import { handleFormAction } from '@/lib/data/form-submission';
import { getPrivateTripPrefill, submitPrivateRequest, type PrivateTripPrefill } from '@/lib/data/private-requests';
import { parseId } from '@/lib/data/load';
import { privateRequestSchema, type PrivateRequestValues } from '@/lib/forms/private-request';
import type { FormMeta, FormResult } from '@/lib/forms/spam';
import { routing } from '@/lib/i18n/routing';

/** Validates again on the server, applies the spam checks and stores the request. */
export async function sendPrivateRequest(values: PrivateRequestValues, meta: FormMeta): Promise<FormResult> {
  return handleFormAction(privateRequestSchema, values, meta, submitPrivateRequest);
}

/** The trip a "request a private version" link names, if it is published and takes private groups. */
export async function loadPrivateTrip(id: string, lang: string): Promise<PrivateTripPrefill | null> {
  const tripId = parseId(String(id));
  const locale = routing.locales.find((l) => l === lang);
  if (tripId === null || !locale) return null;
  return getPrivateTripPrefill(locale, tripId);
}
