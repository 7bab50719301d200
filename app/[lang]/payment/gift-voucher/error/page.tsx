import { getTranslations } from 'next-intl/server';
import { BookingNotice, primaryButton, secondaryButton } from '@/components/booking/booking-notice';
import { PurchaseNotFound } from '@/components/gift-vouchers/purchase-not-found';
import { PageHeader } from '@/components/ui/page-header';
import { giftVoucherPurchase } from '@/lib/data/gift-vouchers';
import { voucherAccess, voucherQuery } from '@/lib/gift-vouchers/purchase';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';

/** Personal: one buyer's purchase, opened by its key, rendered per request and never cached. */
export const dynamic = 'force-dynamic';

export const generateMetadata = describedPageMetadata('GiftVouchers', 'payment/gift-voucher/error', true);

const reasons = ['declined', 'insufficient_funds', 'cancelled'] as const;
type Reason = (typeof reasons)[number];

/**
 * A voucher's payment that did not go through: what happened (the provider's reason), that nothing was taken and
 * what to do, and "Try again" back to its payment page, the voucher still waiting unpaid. One paid meanwhile (a
 * second tab) says so instead.
 */
export default async function GiftVoucherErrorPage({ params, searchParams }: PageProps<'/[lang]/payment/gift-voucher/error'>) {
  const lang = await pageLocale(params);
  const [t, te, tm, query] = await Promise.all([getTranslations('GiftVouchers'), getTranslations('CheckoutError'), getTranslations('Menu'), searchParams]);
  const access = voucherAccess(query);
  const voucher = access ? await giftVoucherPurchase(access) : null;
  const header = <PageHeader title={t('failure.heading')} />;
  if (!access || !voucher) {
    return <PurchaseNotFound lang={lang} title={t('failure.heading')} />;
  }
  if (voucher.status !== 'pending') {
    return <>{header}<BookingNotice text={t('failure.paidMeanwhile')}><Link href={{ pathname: '/payment/gift-voucher/success', query: voucherQuery(access) }} className={primaryButton}>{t('payment.seeOutcome')}</Link></BookingNotice></>;
  }
  const reason = reasons.find((r) => r === query.reason) as Reason | undefined;
  return (
    <>
      {header}
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <div role="alert" className="space-y-2" data-testid="payment-error-cause">
          <p className="text-lg font-semibold">{reason ? te(`reasons.${reason}`) : t('failure.heading')}</p>
          {reason ? <p className="text-lg">{te(`whatNext.${reason}`)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={{ pathname: '/payment/gift-voucher', query: voucherQuery(access) }} className={primaryButton}>{t('failure.tryAgain')}</Link>
          <Link href={pagePath(lang, 'contact')} className={secondaryButton}>{tm('contact')}</Link>
        </div>
      </div>
    </>
  );
}
