import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import type { GiftVoucherLimits } from '@/lib/gift-vouchers/limits';
import type { Locale } from '@/lib/i18n/routing';

/**
 * What a voucher is, as the database makes it (docs/promotions.md#gift-vouchers): it pays bookings over several
 * uses, always leaves the card's least amount, never expires, gets a cancelled booking's part back, is a bearer code,
 * and comes by e-mail once the provider confirms the payment. Shown before the purchase and before the payment.
 */
export async function VoucherTerms({ limits, lang }: { limits: GiftVoucherLimits; lang: Locale }) {
  const t = await getTranslations('GiftVouchers.terms');
  const items = [t('pays'), t('several'), t('card', { amount: formatPrice(limits.cardMinCents, lang) }), t('expiry'), t('refund'), t('bearer'), t('delivery')];
  return (
    <section aria-labelledby="voucher-terms-title" className="grid gap-2 rounded-lg bg-brand-50 p-5" data-testid="voucher-terms">
      <h2 id="voucher-terms-title" className="text-lg font-semibold">{t('heading')}</h2>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    </section>
  );
}
