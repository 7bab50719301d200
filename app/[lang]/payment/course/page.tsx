import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingNotice, primaryButton } from '@/components/booking/booking-notice';
import { ConfirmationPoller } from '@/components/booking/confirmation-poller';
import { payCourseOrderAction } from '@/components/courses/actions';
import { startCourseCheckoutAction } from '@/components/courses/stripe-actions';
import { HostedCheckoutButton } from '@/components/payment/hosted-checkout-button';
import { TestCardForm } from '@/components/payment/test-card-form';
import { TestCardsHint } from '@/components/payment/test-cards-hint';
import { ArrivalHeading } from '@/components/ui/arrival-heading';
import { PageHeader } from '@/components/ui/page-header';
import { OrderTerms } from '@/components/courses/order-terms';
import { orderRequest, planName } from '@/lib/data/course-access';
import { currentUserId } from '@/lib/data/current-user';
import { formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { providerName } from '@/lib/payments';

/** Personal: the learner's own course order, rendered per request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = describedPageMetadata('Payment', 'payment', true);

/** Paying a course order (one course, a subscription or lifetime access) with the configured provider. */
export default async function CoursePaymentPage({ params, searchParams }: PageProps<'/[lang]/payment/course'>) {
  const lang = await pageLocale(params);
  const [t, tp, ts, messages, query] = await Promise.all([
    getTranslations('Courses'), getTranslations('Payment'), getTranslations('CheckoutSuccess'), getMessages(), searchParams,
  ]);
  const orderId = typeof query.order === 'string' ? query.order : '';
  const [userId, order] = await Promise.all([currentUserId(), orderRequest(orderId)]);
  const header = <PageHeader title={t('pay.heading')} />;
  const coursesPath = pagePath(lang, 'courses');
  if (!userId) {
    return <>{header}<BookingNotice text={t('buyErrors.signIn')}><Link href={coursesPath} className={primaryButton}>{t('heading')}</Link></BookingNotice></>;
  }
  // Someone else's order, or none: the same answer, so an order id says nothing about whether it exists.
  if (!order || order.userId !== userId) {
    return <>{header}<BookingNotice text={t('pay.notFound')}><Link href={`${pagePath(lang, 'account')}#courses`} className={primaryButton}>{t('pay.goToCourses')}</Link></BookingNotice></>;
  }
  // Paid, or a payment kept for review: the outcome replaces the form at the same address.
  if (order.status !== 'pending') {
    const [heading, body, testId] = order.status === 'paid'
      ? [t('pay.received'), t('pay.receivedBody'), 'course-paid']
      : [t('pay.review'), t('pay.reviewBody'), 'course-payment-review'];
    return (
      <>
        {header}
        <BookingNotice text={body} heading={<ArrivalHeading testId={testId}>{heading}</ArrivalHeading>}>
          <Link href={`${pagePath(lang, 'account')}#courses`} className={primaryButton}>{t('pay.goToCourses')}</Link>
        </BookingNotice>
      </>
    );
  }
  const provider = providerName();
  // Back from Stripe before its webhook: wait for the confirmation rather than offer to pay again.
  if (provider === 'stripe' && query.returned !== undefined) {
    return (
      <>
        <PageHeader title={ts('pendingHeading')} />
        <div className="mx-auto grid max-w-3xl gap-3 px-4 py-10" role="status">
          <p className="flex items-center gap-3 text-lg font-semibold" data-testid="course-confirming"><span aria-hidden="true" className="h-6 w-6 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />{ts('pendingText')}</p>
          <NextIntlClientProvider messages={pickMessages(messages, ['CheckoutSuccess'])}><ConfirmationPoller /></NextIntlClientProvider>
        </div>
      </>
    );
  }
  const [name, amount] = [await planName(order.planId, lang), formatPrice(order.amountCents, lang)];
  return (
    <>
      {header}
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        <OrderTerms kind={order.kind} planName={name} amountCents={order.amountCents} lang={lang} />
        {provider === 'test' ? (
          <>
            <TestCardsHint />
            <NextIntlClientProvider messages={pickMessages(messages, ['Payment', 'Booking', 'BookingForm', 'Checkout', 'CheckoutError'])}>
              <TestCardForm amount={amount} pay={payCourseOrderAction.bind(null, order.orderId, lang)} />
            </NextIntlClientProvider>
          </>
        ) : provider === 'stripe' ? (
          <NextIntlClientProvider messages={pickMessages(messages, ['Payment', 'Booking', 'Checkout'])}>
            <HostedCheckoutButton start={startCourseCheckoutAction.bind(null, order.orderId, lang)} amount={amount} />
          </NextIntlClientProvider>
        ) : (
          <p role="alert" className="rounded-md bg-amber-50 p-4">{tp('notConfigured')}</p>
        )}
      </div>
    </>
  );
}
