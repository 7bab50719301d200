import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { secondaryButton } from '@/components/booking/booking-notice';
import { ConfirmationPoller } from '@/components/booking/confirmation-poller';
import { VoucherSummary } from '@/components/gift-vouchers/voucher-summary';
import { PurchaseNotFound } from '@/components/gift-vouchers/purchase-not-found';
import { PageHeader } from '@/components/ui/page-header';
import { giftVoucherPurchase } from '@/lib/data/gift-vouchers';
import { voucherAccess, voucherQuery } from '@/lib/gift-vouchers/purchase';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import { pickMessages } from '@/lib/i18n/pick-messages';

/** Personal: one buyer's purchase, opened by its key, rendered per request and never cached. */
export const dynamic = 'force-dynamic';

export const generateMetadata = describedPageMetadata('GiftVouchers', 'payment/gift-voucher/success', true);

/**
 * Where a paid voucher stands, as the database knows it: paid (its code e-mailed), waiting for the provider's signed
 * event (the page looks again by itself), or a payment kept for the operator's review. It never confirms anything.
 */
export default async function GiftVoucherSuccessPage({ params, searchParams }: PageProps<'/[lang]/payment/gift-voucher/success'>) {
  const lang = await pageLocale(params);
  const [t, ts, tm, messages, query] = await Promise.all([
    getTranslations('GiftVouchers'), getTranslations('CheckoutSuccess'), getTranslations('Common'), getMessages(), searchParams,
  ]);
  const access = voucherAccess(query);
  const voucher = access ? await giftVoucherPurchase(access) : null;
  const buyAnother = <Link href={pagePath(lang, 'gift-vouchers')} className={secondaryButton}>{t('success.another')}</Link>;
  if (!access || !voucher) {
    return <PurchaseNotFound lang={lang} title={t('payment.heading')} />;
  }
  const heading = voucher.status === 'active' ? t('success.heading') : voucher.status === 'needs_review' ? t('success.reviewHeading') : ts('pendingHeading');
  return (
    <>
      <PageHeader title={heading} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        {voucher.status === 'active' ? (
          <div className="grid gap-2" role="status" data-testid="voucher-paid">
            <p className="text-lg font-semibold">{t('success.text')}</p>
            <p className="break-words">{t('success.emailSent', { email: voucher.buyerEmail })}</p>
          </div>
        ) : voucher.status === 'needs_review' ? (
          <p className="rounded-md bg-amber-50 p-4 break-words" role="status">{t('success.reviewText', { email: voucher.buyerEmail })}</p>
        ) : (
          <div className="grid gap-3" role="status">
            <p className="flex items-center gap-3 text-lg font-semibold"><span aria-hidden="true" className="h-6 w-6 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />{ts('pendingText')}</p>
            <p className="break-words">{t('success.pendingEmail', { email: voucher.buyerEmail })}</p>
            <NextIntlClientProvider messages={pickMessages(messages, ['CheckoutSuccess'])}><ConfirmationPoller /></NextIntlClientProvider>
          </div>
        )}
        <VoucherSummary voucher={voucher} lang={lang} />
        <div className="flex flex-wrap gap-3">
          {voucher.status === 'pending' ? <Link href={{ pathname: '/payment/gift-voucher', query: voucherQuery(access) }} className={secondaryButton}>{t('success.payNow')}</Link> : null}
          {buyAnother}
          <Link href="/" className={secondaryButton}>{tm('backHome')}</Link>
        </div>
      </div>
    </>
  );
}
