import 'server-only';
import { getTranslations } from 'next-intl/server';
import { MAX_PLACES_PER_BOOKING } from '@/lib/booking/limits';
import type { LiveTexts } from '@/lib/booking/live-places';
import { countLabels } from '@/lib/i18n/count-label';
import type { PickerTexts } from './picker-texts';

/** The live badges' texts (LiveTexts) in the request's language. */
export async function liveTexts(): Promise<LiveTexts> {
  const [t, tg] = await Promise.all([getTranslations('Departures'), getTranslations('Guarantee')]);
  return {
    spotsLeft: countLabels((count) => t('spotsLeft', { count })),
    lastSpot: t('lastSpot'),
    soldOut: t('soldOut'),
    cancelled: t('cancelled'),
    placesStale: t('placesStale'),
    waiting: countLabels((count) => t('waiting', { count })),
    guaranteed: tg('guaranteed'),
    needed: countLabels((count) => tg('needed', { count })),
  };
}

/** The book page picker's texts (PickerTexts) in the request's language. */
export async function pickerTexts(): Promise<PickerTexts> {
  const [t, tc, te, tw] = await Promise.all([getTranslations('Booking'), getTranslations('Common'), getTranslations('CheckoutError'), getTranslations('Waitlist')]);
  return {
    choose: t('choose'),
    selection: t('selection'),
    pickFirst: t('pickFirst'),
    travellers: t('travellers'),
    travellersHint: t('travellersHint', { max: '{max}' }),
    total: countLabels((count) => t('total', { count, price: '{price}' })),
    holding: t('holding'),
    continue: t('continue'),
    holdNote: t('holdNote'),
    perPerson: tc('perPerson'),
    waitlistSoldOut: tw('soldOut'),
    errors: {
      sold_out: t('errors.sold_out'),
      not_bookable: t('errors.not_bookable'),
      othersLeft: countLabels((count) => t('errors.othersLeft', { count, dates: '{dates}' })),
      not_enough_places: countLabels((count) => t('errors.not_enough_places', { count })),
      places_invalid: t('errors.places_invalid', { max: MAX_PLACES_PER_BOOKING }),
      hold_limit: t('errors.hold_limit'),
      rate_limited: t('errors.rate_limited'),
      invalid: t('errors.invalid'),
      failedHeading: te('heading'),
      failedAdvice: te('advice'),
    },
    textsFailed: tw('errors.failed'),
    retry: tc('retry'),
  };
}
