'use server';

import { refresh } from 'next/cache';
import type { BookingErrorKey } from '@/lib/booking/booking';
import { bookingLimit } from '@/lib/booking/rate-limits';
import { normalizeReference } from '@/lib/booking/reference';
import { withinRateLimit } from '@/lib/data/bookings';
import { applyGiftVoucher, applyPromotionCode, removeGiftVoucher, removePromotionCode } from '@/lib/data/promotions';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { currentClientKey } from '@/lib/server/client-key';

export type PromotionState = { error: BookingErrorKey | 'empty'; minimum?: string } | { error: null };

/** What the traveller types: a promotion code (a discount) or a gift voucher's code (pays part of the price). */
export type CodeKind = 'promotion' | 'voucher';

const apply = { promotion: applyPromotionCode, voucher: applyGiftVoucher } as const;
const remove = { promotion: removePromotionCode, voucher: removeGiftVoucher } as const;

/**
 * Applies the typed code to the held booking (apply_promotion_code or apply_gift_voucher checks it and reprices the
 * booking under the code's or the voucher's lock), then refreshes the page so the order summary and the payment
 * choice show the new amounts. Rate-limited per client, so codes cannot be guessed by trying them.
 */
export async function applyCodeAction(kind: CodeKind, typed: string, key: string | null, lang: Locale, _last: PromotionState, form: FormData): Promise<PromotionState> {
  if (kind !== 'promotion' && kind !== 'voucher') return { error: 'invalid' };
  const reference = normalizeReference(typed);
  // A server action is a public endpoint: its last argument is whatever was posted, not always the form.
  const code = form instanceof FormData ? form.get('code') : null;
  if (!reference || (lang !== 'en' && lang !== 'es') || (key !== null && typeof key !== 'string')) return { error: 'invalid' };
  if (typeof code !== 'string' || code.trim() === '') return { error: 'empty' };
  const limit = bookingLimit('promotionCodePerClient');
  if (!(await withinRateLimit(`promotion:client:${await currentClientKey()}`, limit.max, limit.seconds))) return { error: 'rate_limited' };
  const result = await apply[kind](reference, key ?? '', code);
  if (!result.ok) {
    return result.minimumCents !== undefined ? { error: result.error, minimum: formatPrice(result.minimumCents, lang) } : { error: result.error };
  }
  refresh();
  return { error: null };
}

/** Takes the code or voucher off again (its use or its balance goes back at once). */
export async function removeCodeAction(kind: CodeKind, typed: string, key: string | null): Promise<void> {
  const reference = normalizeReference(typed);
  if ((kind !== 'promotion' && kind !== 'voucher') || !reference || (key !== null && typeof key !== 'string')) return;
  const result = await remove[kind](reference, key ?? '');
  if (!result.ok) console.error('[promotions] the code could not be removed:', result.error);
  refresh();
}
