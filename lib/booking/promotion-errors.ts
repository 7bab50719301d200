/**
 * Why a promotion code or a gift voucher was refused: apply_promotion_code's hints (code_customer_used also at
 * save_booking_details) and apply_gift_voucher's, apart from booking.ts so the checkout's code forms can tell them
 * without loading zod.
 */
const CODE_ERROR_KEYS = [
  'code_unknown', 'code_not_started', 'code_expired', 'code_not_applicable', 'code_below_minimum', 'code_used_up',
  'code_customer_used', 'code_already_applied',
] as const;

const VOUCHER_ERROR_KEYS = ['voucher_unknown', 'voucher_empty', 'voucher_already_applied'] as const;

export const PROMOTION_ERROR_KEYS = [...CODE_ERROR_KEYS, ...VOUCHER_ERROR_KEYS] as const;

export type PromotionErrorKey = (typeof PROMOTION_ERROR_KEYS)[number];

export const isCodeErrorKey = (key: string): key is (typeof CODE_ERROR_KEYS)[number] => (CODE_ERROR_KEYS as readonly string[]).includes(key);

export const isVoucherErrorKey = (key: string): key is (typeof VOUCHER_ERROR_KEYS)[number] => (VOUCHER_ERROR_KEYS as readonly string[]).includes(key);
