import * as z from '@/lib/zod';
import type { GiftVoucherLimits } from '@/lib/gift-vouchers/limits';
import { email, language, optionalLine, optionalText } from './fields';

/**
 * The gift voucher purchase form: one schema, built from the database's limits (gift_voucher_limits), for
 * react-hook-form in the browser and for the server action, which reads the limits again. The amount is whole euros
 * (the step is a whole number of cents of them); create_gift_voucher checks every bound once more.
 */
export const giftVoucherSchema = (limits: GiftVoucherLimits) =>
  z.object({
    amount: z
      .number('amount')
      .int('amount')
      .min(limits.minCents / 100, 'amount')
      .max(limits.maxCents / 100, 'amount')
      .refine((euros) => (euros * 100) % limits.stepCents === 0, 'amount'),
    email: email(),
    recipientName: optionalLine(limits.nameMaxLength),
    message: optionalText(limits.messageMaxLength),
    lang: language(),
  });

export type GiftVoucherValues = z.input<ReturnType<typeof giftVoucherSchema>>;
