'use server';

import { redirect as redirectTo } from 'next/navigation';
import type { PaymentErrorKey } from '@/components/payment/actions';
import { bookingLimit } from '@/lib/booking/rate-limits';
import { withinRateLimit } from '@/lib/data/bookings';
import { orderRequest } from '@/lib/data/course-access';
import { currentUserId } from '@/lib/data/current-user';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { providerName } from '@/lib/payments';
import { startStripeCourseCheckout } from '@/lib/payments/course-charges';
import { currentClientKey } from '@/lib/server/client-key';

/** "Pay with card" for a course order: only its owner, at the order's amount, on Stripe's page in their language. */
export async function startCourseCheckoutAction(orderId: string, lang: Locale): Promise<{ error: PaymentErrorKey }> {
  if (providerName() !== 'stripe') return { error: 'not_configured' };
  if (typeof orderId !== 'string' || (lang !== 'en' && lang !== 'es')) return { error: 'invalid' };
  const perClient = bookingLimit('payPerClient');
  if (!(await withinRateLimit(`pay:client:${await currentClientKey()}`, perClient.max, perClient.seconds))) return { error: 'rate_limited' };
  const [userId, order] = await Promise.all([currentUserId(), orderRequest(orderId)]);
  if (!userId || !order || order.userId !== userId) return { error: 'not_found' };
  if (order.status !== 'pending') redirect({ href: { pathname: '/payment/course', query: { order: orderId } }, locale: lang });
  let url: string;
  try {
    ({ url } = await startStripeCourseCheckout(order, lang));
  } catch (error) {
    console.error('[payments] the course checkout could not start:', error instanceof Error ? error.message : error);
    return { error: 'failed' };
  }
  redirectTo(url);
}
