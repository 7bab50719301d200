import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingNotice, primaryButton } from '@/components/booking/booking-notice';
import { payGiftVoucherAction, startGiftVoucherCheckoutAction } from '@/components/gift-vouchers/actions';
import { VoucherSummary } from '@/components/gift-vouchers/voucher-summary';
import { VoucherTerms } from '@/components/gift-vouchers/voucher-terms';
import { HostedCheckoutButton } from '@/components/payment/hosted-checkout-button';
import { TestCardForm } from '@/components/payment/test-card-form';
import { TestCardsHint } from '@/components/payment/test-cards-hint';
import { PurchaseNotFound } from '@/components/gift-vouchers/purchase-not-found';
import { PageHeader } from '@/components/ui/page-header';
import { giftVoucherLimits, giftVoucherPurchase } from '@/lib/data/gift-vouchers';
import { formatPrice } from '@/lib/format';
import { voucherAccess, voucherQuery } from '@/lib/gift-vouchers/purchase';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { providerName } from '@/lib/payments';

/** Personal: one buyer's purchase, opened by its key, rendered per request and never cached. */
export const dynamic = 'force-dynamic';

export const generateMetadata = describedPageMetadata('Payment', 'payment/gift-voucher', true);

/** Paying a gift voucher with the configured provider: its amount is the database's, its terms stated first. */
export default async function GiftVoucherPaymentPage({ params, searchParams }: PageProps<'/[lang]/payment/gift-voucher'>) {
  const lang = await pageLocale(params);
  const [t, tp, messages, query] = await Promise.all([getTranslations('GiftVouchers'), getTranslations('Payment'), getMessages(), searchParams]);
  const access = voucherAccess(query);
  const voucher = access ? await giftVoucherPurchase(access) : null;
  const header = <PageHeader title={t('payment.heading')} />;
  if (!access || !voucher) {
    return <PurchaseNotFound lang={lang} title={t('payment.heading')} />;
  }
  // Paid, or a payment kept for review: never a second payment; the result page says where it stands.
  if (voucher.status !== 'pending') {
    return <>{header}<BookingNotice text={t('payment.paid')}><Link href={{ pathname: '/payment/gift-voucher/success', query: voucherQuery(access) }} className={primaryButton}>{t('payment.seeOutcome')}</Link></BookingNotice></>;
  }
  const provider = providerName();
  const amount = formatPrice(voucher.amountCents, lang);
  const limits = await giftVoucherLimits();
  return (
    <>
      {header}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="grid content-start gap-4 lg:col-start-2 lg:row-start-1" aria-label={t('formTitle')}>
          <VoucherSummary voucher={voucher} lang={lang} />
          <VoucherTerms limits={limits} lang={lang} />
        </aside>
        <section className="grid min-w-0 content-start gap-6 lg:col-start-1 lg:row-start-1" aria-labelledby="amount-due">
          <div className="rounded-lg bg-brand-50 p-4">
            <h2 id="amount-due" className="text-sm font-medium text-slate-700">{t('payment.amountDue')}</h2>
            <p className="text-3xl font-bold" data-testid="amount-due">{amount}</p>
          </div>
          {provider === null ? <p role="alert" className="rounded-md bg-amber-50 p-4">{tp('notConfigured')}</p> : null}
          <NextIntlClientProvider messages={pickMessages(messages, ['Payment', 'Booking', 'BookingForm', 'Checkout', 'CheckoutError'])}>
            {provider === 'test' ? (
              <>
                <TestCardsHint />
                <TestCardForm amount={amount} pay={payGiftVoucherAction.bind(null, access.voucherId, access.key, lang)} />
              </>
            ) : null}
            {provider === 'stripe' ? <HostedCheckoutButton start={startGiftVoucherCheckoutAction.bind(null, access.voucherId, access.key, lang)} amount={amount} /> : null}
          </NextIntlClientProvider>
          <p className="text-sm text-slate-600">{tp('secure')}</p>
        </section>
      </div>
    </>
  );
}
