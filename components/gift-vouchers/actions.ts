'use server';

import { redirect as redirectTo } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { PaymentErrorKey } from '@/components/payment/actions';
import { bookingLimit } from '@/lib/booking/rate-limits';
import { cardSchema, type CardValues } from '@/lib/booking/schema';
import { withinRateLimit } from '@/lib/data/bookings';
import { createGiftVoucher, giftVoucherBalance, giftVoucherLimits, giftVoucherPurchase } from '@/lib/data/gift-vouchers';
import { formatPrice } from '@/lib/format';
import { orNull } from '@/lib/forms/fields';
import { giftVoucherSchema, type GiftVoucherValues } from '@/lib/forms/gift-voucher';
import { isVoucherAccess, voucherQuery, type GiftVoucherPurchase, type VoucherAccess } from '@/lib/gift-vouchers/purchase';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { providerName } from '@/lib/payments';
import { chargeGiftVoucher, startGiftVoucherCheckout } from '@/lib/payments/gift-voucher-charges';
import { currentClientKey } from '@/lib/server/client-key';

export type GiftVoucherFormError = 'invalid' | 'limited' | 'failed';

const isLang = (lang: unknown): lang is Locale => lang === 'en' || lang === 'es';

/**
 * "Continue to payment": the form checked again with the database's limits, the purchase recorded (pending), then its
 * payment page, opened by the key the database returned. Limited per client, since each purchase is a row.
 */
export async function createGiftVoucherAction(values: GiftVoucherValues): Promise<{ error: GiftVoucherFormError }> {
  const parsed = giftVoucherSchema(await giftVoucherLimits()).safeParse(values);
  if (!parsed.success) return { error: 'invalid' };
  const limit = bookingLimit('giftVoucherPerClient');
  if (!(await withinRateLimit(`gift-voucher:client:${await currentClientKey()}`, limit.max, limit.seconds))) return { error: 'limited' };
  const { amount, email, recipientName, message, lang } = parsed.data;
  const made = await createGiftVoucher({ amountCents: amount * 100, buyerEmail: email, recipientName: orNull(recipientName), message: orNull(message), lang });
  if (!made.ok) return { error: made.invalid ? 'invalid' : 'failed' };
  redirect({ href: { pathname: '/payment/gift-voucher', query: voucherQuery(made.access) }, locale: lang });
  return { error: 'failed' };
}

type Opened = { ok: true; access: VoucherAccess; voucher: GiftVoucherPurchase } | { ok: false; error: PaymentErrorKey };

/**
 * What may be paid: the purchase its key opens, at the database's amount (never a number from the browser), within
 * the card limits per client and per voucher, so the form cannot be used to test stolen card numbers. A voucher that
 * is no longer pending (paid, or a payment under review) sends the buyer to where it stands instead.
 */
async function openForPayment(voucherId: string, key: string, lang: Locale): Promise<Opened> {
  if (!isVoucherAccess(voucherId, key) || !isLang(lang)) return { ok: false, error: 'invalid' };
  const access = { voucherId, key };
  const perClient = bookingLimit('payPerClient');
  const perVoucher = bookingLimit('payPerBooking');
  if (
    !(await withinRateLimit(`pay:client:${await currentClientKey()}`, perClient.max, perClient.seconds)) ||
    !(await withinRateLimit(`pay:voucher:${voucherId}`, perVoucher.max, perVoucher.seconds))
  ) {
    return { ok: false, error: 'rate_limited' };
  }
  const voucher = await giftVoucherPurchase(access);
  if (!voucher) return { ok: false, error: 'not_found' };
  if (voucher.status !== 'pending') redirect({ href: { pathname: '/payment/gift-voucher/success', query: voucherQuery(access) }, locale: lang });
  return { ok: true, access, voucher };
}

/** The built-in test provider's card form: its signed event alone activates the voucher; the outcome page follows. */
export async function payGiftVoucherAction(voucherId: string, key: string, lang: Locale, values: CardValues): Promise<{ error: PaymentErrorKey }> {
  if (providerName() !== 'test') return { error: 'not_configured' };
  const card = cardSchema.safeParse(values);
  if (!card.success) return { error: 'invalid' };
  const opened = await openForPayment(voucherId, key, lang);
  if (!opened.ok) return { error: opened.error };
  const { outcome, accepted } = await chargeGiftVoucher(opened.voucher, card.data.cardNumber);
  const query = voucherQuery(opened.access);
  if (outcome !== 'succeeded') redirect({ href: { pathname: '/payment/gift-voucher/error', query: { ...query, reason: outcome } }, locale: lang });
  if (!accepted) return { error: 'failed' };
  redirect({ href: { pathname: '/payment/gift-voucher/success', query }, locale: lang });
  return { error: 'failed' };
}

/** A hosted provider's page (Stripe Checkout) for the voucher, in the buyer's language, named as the voucher is. */
export async function startGiftVoucherCheckoutAction(voucherId: string, key: string, lang: Locale): Promise<{ error: PaymentErrorKey }> {
  if (providerName() !== 'stripe') return { error: 'not_configured' };
  const opened = await openForPayment(voucherId, key, lang);
  if (!opened.ok) return { error: opened.error };
  const t = await getTranslations({ locale: lang, namespace: 'GiftVouchers.payment' });
  const { voucher } = opened;
  const description = voucher.recipientName ? t('for', { name: voucher.recipientName }) : t('forNobody');
  let url: string;
  try {
    ({ url } = await startGiftVoucherCheckout(voucher, opened.access, lang, description));
  } catch (error) {
    console.error('[payments] the gift voucher checkout could not start:', error instanceof Error ? error.message : error);
    return { error: 'failed' };
  }
  redirectTo(url);
}

/** The answer to a balance look-up, in the visitor's language: what is left, or why there is no answer. */
export type VoucherBalanceAnswer = { ok: true; text: string } | { ok: false; text: string };

/** The longest code anyone types (GV-XXXX-XXXX-XXXX, with room for spaces around it). */
const CODE_MAX_LENGTH = 40;

/**
 * "Check the balance": what is left on the voucher a code names, read from the database (paid vouchers only), told as
 * a sentence in the visitor's language. Limited per client (`voucherBalancePerClient`), so the form is no way to find
 * codes by trying them; an unknown code and one not paid yet get the same answer.
 */
export async function checkVoucherBalanceAction(lang: Locale, code: string): Promise<VoucherBalanceAnswer> {
  const locale: Locale = isLang(lang) ? lang : 'en';
  const t = await getTranslations({ locale, namespace: 'GiftVouchers.balance' });
  const typed = typeof code === 'string' ? code.trim() : '';
  if (!typed) return { ok: false, text: t('required') };
  if (typed.length > CODE_MAX_LENGTH) return { ok: false, text: t('unknown') };
  const limit = bookingLimit('voucherBalancePerClient');
  if (!(await withinRateLimit(`voucher-balance:client:${await currentClientKey()}`, limit.max, limit.seconds))) return { ok: false, text: t('limited') };
  const found = await giftVoucherBalance(typed).catch((error: unknown) => {
    console.error('[gift vouchers] balance look-up failed:', error instanceof Error ? error.message : error);
    return undefined;
  });
  if (found === undefined) return { ok: false, text: t('failed') };
  if (found === null) return { ok: false, text: t('unknown') };
  return { ok: true, text: t('left', { balance: formatPrice(found.balanceCents, locale), amount: formatPrice(found.amountCents, locale) }) };
}
