'use server';

import { submitInquiry } from '@/lib/data/trip-page';
import { inquirySchema, type InquiryResult, type InquiryValues } from './inquiry-schema';

/** Validates again on the server (the browser's check is only a convenience) and stores the inquiry. */
export async function sendInquiry(values: InquiryValues): Promise<InquiryResult> {
  const parsed = inquirySchema.safeParse(values);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { phone, ...rest } = parsed.data;
  const result = await submitInquiry({ ...rest, phone: phone === '' ? null : phone });
  return 'id' in result ? { ok: true } : { ok: false, reason: 'failed' };
}
