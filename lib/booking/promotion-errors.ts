/**
 * Why a promotion code was refused: apply_promotion_code's hints (code_customer_used also at save_booking_details),
 * apart from booking.ts so the checkout's code form can tell them without loading zod.
 */
export const PROMOTION_ERROR_KEYS = [
  'code_unknown', 'code_not_started', 'code_expired', 'code_not_applicable', 'code_below_minimum', 'code_used_up',
  'code_customer_used', 'code_already_applied',
] as const;

export type PromotionErrorKey = (typeof PROMOTION_ERROR_KEYS)[number];

export const isPromotionErrorKey = (key: string): key is PromotionErrorKey => (PROMOTION_ERROR_KEYS as readonly string[]).includes(key);
