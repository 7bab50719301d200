import 'server-only';
import { cache } from 'react';
import { parseGiftVoucherLimits, type GiftVoucherLimits } from '@/lib/gift-vouchers/limits';
import { isVoucherAccess, type GiftVoucherDocument, type GiftVoucherPurchase, type VoucherAccess } from '@/lib/gift-vouchers/purchase';
import type { Locale } from '@/lib/i18n/routing';
import { createAdminClient } from '@/lib/supabase/admin';
import { loadFirst, publicClient } from './load';

/**
 * Gift vouchers for the shop's purchase pages (docs/promotions.md#gift-vouchers). The limits are public and cached
 * like the catalogue (the purchase page is static); a purchase is the shop's server's work (service role): it
 * records the voucher, and reads it back only for the holder of its key.
 */
export const giftVoucherLimits = cache(async (): Promise<GiftVoucherLimits> => {
  const read = await loadFirst('gift voucher limits', async () => {
    const { data, error, status } = await publicClient().rpc('gift_voucher_limits', undefined, { get: true });
    return { data: data === null ? null : [data], error, status };
  });
  const limits = parseGiftVoucherLimits(read);
  if (!limits) throw new Error('gift_voucher_limits() answered an unexpected shape');
  return limits;
});

export interface NewGiftVoucher {
  amountCents: number;
  buyerEmail: string;
  recipientName: string | null;
  message: string | null;
  lang: Locale;
}

/**
 * Records a purchase, pending until the provider's signed event: its id and the key of the buyer's pages. An empty
 * name or message is none (the database trims it to null).
 */
export async function createGiftVoucher(voucher: NewGiftVoucher): Promise<{ ok: true; access: VoucherAccess } | { ok: false; invalid: boolean }> {
  const { data, error } = await createAdminClient().rpc('create_gift_voucher', {
    amount_cents: voucher.amountCents,
    buyer_email: voucher.buyerEmail,
    recipient_name: voucher.recipientName ?? '',
    message: voucher.message ?? '',
    lang: voucher.lang,
  });
  if (error) {
    const invalid = error.hint === 'voucher_amount' || error.code === '22023';
    if (!invalid) console.error('[gift vouchers] the purchase could not be recorded:', error.message);
    return { ok: false, invalid };
  }
  const made = data as { id?: unknown; key?: unknown };
  if (!isVoucherAccess(made.id, made.key)) throw new Error('create_gift_voucher answered without an id and a key');
  return { ok: true, access: { voucherId: made.id as string, key: made.key as string } };
}

/** A voucher as one of its keys opens it, or null; a failure to read throws (the page's error boundary answers). */
async function readWithKey(rpc: 'gift_voucher_purchase' | 'gift_voucher_document', access: VoucherAccess): Promise<Record<string, unknown> | null> {
  const { data, error } = await createAdminClient().rpc(rpc, { voucher_id: access.voucherId, key: access.key });
  if (error) throw new Error(`The gift voucher could not be read: ${error.message}`);
  return data as Record<string, unknown> | null;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The purchase for its buyer's pages, or null (no such voucher, or not this key: the same answer). */
export async function giftVoucherPurchase(access: VoucherAccess): Promise<GiftVoucherPurchase | null> {
  const row = await readWithKey('gift_voucher_purchase', access);
  if (!row) return null;
  return {
    id: String(row.id),
    status: row.status as GiftVoucherPurchase['status'],
    amountCents: Number(row.amount_cents),
    currency: String(row.currency),
    lang: row.lang === 'es' ? 'es' : 'en',
    buyerEmail: String(row.buyer_email),
    recipientName: textOrNull(row.recipient_name),
    message: textOrNull(row.message),
    paidAt: textOrNull(row.paid_at),
  };
}

/** What the PDF prints, for the holder of the e-mail's key, once the voucher is paid; otherwise null. */
export async function giftVoucherDocument(access: VoucherAccess): Promise<GiftVoucherDocument | null> {
  const row = await readWithKey('gift_voucher_document', access);
  if (!row) return null;
  return {
    code: String(row.code),
    amountCents: Number(row.amount_cents),
    currency: String(row.currency),
    recipientName: textOrNull(row.recipient_name),
    message: textOrNull(row.message),
    paidAt: textOrNull(row.paid_at),
  };
}

/** What is left on the voucher a code names, or null (no such code, or not paid yet); a failure to read throws. */
export async function giftVoucherBalance(code: string): Promise<{ amountCents: number; balanceCents: number } | null> {
  const { data, error } = await createAdminClient().rpc('gift_voucher_balance_of', { code });
  if (error) throw new Error(`The gift voucher's balance could not be read: ${error.message}`);
  const row = data as { amount_cents?: unknown; balance_cents?: unknown } | null;
  return row ? { amountCents: Number(row.amount_cents), balanceCents: Number(row.balance_cents) } : null;
}
