import 'server-only';
import { cache } from 'react';
import type { PrivateRequest } from '@/lib/forms/private-request';
import type { FormResult } from '@/lib/forms/spam';
import type { Locale } from '@/lib/i18n/routing';
import { given, submitForm, type Sender } from './form-submission';
import { loadFirst, publicClient } from './load';

/** Stores a private adventure request through submit_private_adventure_request (notice and acknowledgement). */
export function submitPrivateRequest(request: PrivateRequest, sender: Sender): Promise<FormResult> {
  const dates = request.when === 'dates';
  return submitForm('submit_private_adventure_request', {
    client_key: sender.clientKey,
    user_id: given(sender.userId),
    trip_id: given(request.tripId),
    surprise_me: request.surprise,
    destination: given(request.destination),
    activity_id: given(request.activityId),
    date_from: dates ? request.dateFrom : undefined,
    date_to: dates ? request.dateTo : undefined,
    start_month: dates ? undefined : `${request.month}-01`,
    flexibility: request.flexibility,
    adults: request.adults,
    children: request.children,
    level: given(request.level),
    budget_band: given(request.budget),
    message: given(request.message),
    name: request.name,
    email: request.email,
    phone: given(request.phone),
    accepts_terms: request.acceptsTerms,
    wants_giveaway: request.wantsGiveaway,
    wants_news: request.wantsNews,
    lang: request.lang,
  });
}

/** Group types whose trips can be booked as a private version. */
export const PRIVATE_GROUP_TYPES: readonly string[] = ['private', 'both', 'ask'];

export interface PrivateTripPrefill {
  tripId: number;
  title: string;
  destination: string;
  activityId: number | null;
}

/** What the request form fills in for "request a private version" of a published trip that takes private groups. */
export const getPrivateTripPrefill = cache(async (lang: Locale, tripId: number): Promise<PrivateTripPrefill | null> => {
  const card = await loadFirst('private trip', () =>
    publicClient().from('trip_cards').select('id, title, country_name, activity_id, group_type').eq('id', tripId).eq('lang', lang).limit(1),
  );
  if (!card || card.id === null || !PRIVATE_GROUP_TYPES.includes(card.group_type ?? '')) return null;
  return { tripId: card.id, title: card.title ?? '', destination: card.country_name ?? '', activityId: card.activity_id };
});
