import 'server-only';
import { bookingErrorOf, parseBooking, type Booking, type BookingErrorKey } from '@/lib/booking/booking';
import { createClient } from '@/lib/supabase/server';

/**
 * Promotion codes and gift vouchers at checkout, through the visitor's own client like the rest of checkout: the database opens the
 * booking with its key (or for its signed-in owner), checks the code (or the voucher's balance) under its row lock
 * and reprices the booking.
 */
export type PromotionResult = { ok: true; value: Booking } | { ok: false; error: BookingErrorKey; minimumCents?: number };

function refused(error: { code?: string; hint?: string | null; details?: string | null; message: string }, label: string): PromotionResult {
  const key = bookingErrorOf(error);
  if (key === 'failed') console.error(`[promotions] ${label} failed:`, error.message);
  const minimum = key === 'code_below_minimum' ? Number(error.details) : NaN;
  return Number.isInteger(minimum) ? { ok: false, error: key, minimumCents: minimum } : { ok: false, error: key };
}

type CheckoutCodeRpc = 'apply_promotion_code' | 'remove_promotion_code' | 'apply_gift_voucher' | 'remove_gift_voucher';

async function reprice(rpc: CheckoutCodeRpc, args: { reference: string; key: string; code?: string }): Promise<PromotionResult> {
  const { data, error } = await (await createClient()).rpc(rpc, args);
  if (error) return refused(error, rpc);
  return { ok: true, value: parseBooking(data) };
}

export const applyPromotionCode = (reference: string, key: string, code: string) => reprice('apply_promotion_code', { reference, key, code });
export const removePromotionCode = (reference: string, key: string) => reprice('remove_promotion_code', { reference, key });
export const applyGiftVoucher = (reference: string, key: string, code: string) => reprice('apply_gift_voucher', { reference, key, code });
export const removeGiftVoucher = (reference: string, key: string) => reprice('remove_gift_voucher', { reference, key });
