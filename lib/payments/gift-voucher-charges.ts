import 'server-only';
import type { GiftVoucherPurchase, VoucherAccess } from '@/lib/gift-vouchers/purchase';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { paymentProvider } from './index';
import { deliverSignedTestEvent } from './test-delivery';
import { newChargeId, newEventId, outcomeOfCard, type ChargeOutcome, type TestGiftVoucherEvent } from './test-provider';
import type { PaymentProvider } from './types';

type Charged = Pick<GiftVoucherPurchase, 'id' | 'amountCents' | 'currency'>;

/**
 * The test provider charging a gift voucher at its amount: a successful card is told to the shop by the signed
 * `gift_voucher.paid` event, which alone activates the voucher and sends its code (as a course order's charge).
 */
export async function chargeGiftVoucher(voucher: Charged, cardDigits: string): Promise<{ outcome: ChargeOutcome; accepted: boolean }> {
  const outcome = outcomeOfCard(cardDigits);
  if (outcome !== 'succeeded') return { outcome, accepted: false };
  const event: TestGiftVoucherEvent = {
    id: newEventId(),
    type: 'gift_voucher.paid',
    data: { charge_id: newChargeId(), voucher_id: voucher.id, amount_cents: voucher.amountCents, currency: voucher.currency },
  };
  const response = await deliverSignedTestEvent(event);
  if (!response.ok) console.error('[payments] gift voucher event refused:', response.status, await response.text());
  return { outcome, accepted: response.ok };
}

/** The buyer's result pages for a voucher on the shop, in a language (the hosted page sends the buyer back there). */
export function giftVoucherReturnUrls(access: VoucherAccess, lang: Locale): { successUrl: string; cancelUrl: string } {
  const query = new URLSearchParams({ voucher: access.voucherId, key: access.key }).toString();
  const base = `${site.url}/${lang}/payment/gift-voucher`;
  return { successUrl: `${base}/success?${query}`, cancelUrl: `${base}/error?${query}&reason=cancelled` };
}

/**
 * The provider's hosted payment page for a voucher the caller has opened with its key and found unpaid: at the
 * voucher's amount, in the buyer's language, back to the voucher's result pages, which wait for the webhook.
 */
export async function startGiftVoucherCheckout(
  voucher: Charged & Pick<GiftVoucherPurchase, 'buyerEmail'>,
  access: VoucherAccess,
  lang: Locale,
  description: string,
  provider: PaymentProvider = paymentProvider(),
): Promise<{ url: string }> {
  if (!provider.startGiftVoucherCheckout) throw new Error(`The ${provider.name} provider has no hosted checkout`);
  return provider.startGiftVoucherCheckout({
    voucherId: voucher.id, amountCents: voucher.amountCents, currency: voucher.currency, description, email: voucher.buyerEmail, lang,
    ...giftVoucherReturnUrls(access, lang),
  });
}
