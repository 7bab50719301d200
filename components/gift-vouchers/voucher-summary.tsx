import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import type { GiftVoucherPurchase } from '@/lib/gift-vouchers/purchase';
import type { Locale } from '@/lib/i18n/routing';

/** The voucher being bought: for whom, its value, the buyer's message and, until it is paid, where its code will go. */
export async function VoucherSummary({ voucher, lang }: { voucher: GiftVoucherPurchase; lang: Locale }) {
  const t = await getTranslations('GiftVouchers');
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-4" data-testid="voucher-summary">
      <p className="font-semibold">{voucher.recipientName ? t('payment.for', { name: voucher.recipientName }) : t('payment.forNobody')}</p>
      <p className="text-3xl font-bold" data-testid="voucher-amount">{formatPrice(voucher.amountCents, lang)}</p>
      {voucher.message ? <blockquote className="border-l-4 border-brand-200 pl-3 break-words whitespace-pre-line text-slate-700 italic">{voucher.message}</blockquote> : null}
      {voucher.status === 'pending' ? <p className="text-sm break-words text-slate-700">{t('payment.sendTo', { email: voucher.buyerEmail })}</p> : null}
    </div>
  );
}
