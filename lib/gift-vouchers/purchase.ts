import { localizedTemplate } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';

/** A gift voucher's purchase as its buyer's pages show it (gift_voucher_purchase): never its code. */
export interface GiftVoucherPurchase {
  id: string;
  status: 'pending' | 'active' | 'needs_review';
  amountCents: number;
  currency: string;
  lang: Locale;
  buyerEmail: string;
  recipientName: string | null;
  message: string | null;
  paidAt: string | null;
}

/** What the PDF voucher prints (gift_voucher_document), for the holder of the e-mail's key. */
export interface GiftVoucherDocument {
  code: string;
  amountCents: number;
  currency: string;
  recipientName: string | null;
  message: string | null;
  paidAt: string | null;
}

/** The voucher and its key in the address of a purchase page or of the PDF (?voucher=<uuid>&key=<64 hex>). */
export interface VoucherAccess {
  voucherId: string;
  key: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY = /^[0-9a-f]{64}$/;

export function isVoucherAccess(voucherId: unknown, key: unknown): boolean {
  return typeof voucherId === 'string' && UUID.test(voucherId) && typeof key === 'string' && KEY.test(key);
}

/** The access an address carries, or null when it carries none that could be right. */
export function voucherAccess(query: Record<string, string | string[] | undefined>): VoucherAccess | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  const voucherId = first(query.voucher);
  const key = first(query.key);
  return isVoucherAccess(voucherId, key) ? { voucherId: voucherId!, key: key! } : null;
}

export const voucherQuery = (access: VoucherAccess) => ({ voucher: access.voucherId, key: access.key });

/**
 * The PDF voucher's address in each language on the shop at `origin`, from the one route table: the payment's
 * confirmation adds the voucher and the e-mail's key to the one in the buyer's language.
 */
export const giftVoucherDocumentLinks = (origin: string): Record<Locale, string> => ({
  en: `${origin}/en${localizedTemplate('en', '/gift-vouchers/voucher.pdf')}`,
  es: `${origin}/es${localizedTemplate('es', '/gift-vouchers/voucher.pdf')}`,
});
