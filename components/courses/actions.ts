'use server';

import * as z from '@/lib/zod';
import { bookingLimit } from '@/lib/booking/rate-limits';
import { cardSchema, type CardValues } from '@/lib/booking/schema';
import { orderRequest, requestNotification, saveProgress, startOrder, type OrderError } from '@/lib/data/course-access';
import { courseStanding, ownSubscription } from '@/lib/data/my-learning';
import { currentUserId } from '@/lib/data/current-user';
import { withinRateLimit } from '@/lib/data/bookings';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { providerName } from '@/lib/payments';
import { cancelCourseSubscription, chargeCourseOrder, resumeCourseSubscription } from '@/lib/payments/course-charges';
import { currentClientKey } from '@/lib/server/client-key';
import type { PaymentErrorKey } from '@/components/payment/actions';

const isLang = (lang: unknown): lang is Locale => lang === 'en' || lang === 'es';

/** "Buy this course" / "Get a plan": an order at the database's price, then the payment page. */
export async function startCourseOrderAction(planId: number, lang: Locale): Promise<{ error: OrderError }> {
  if (!Number.isInteger(planId) || !isLang(lang)) return { error: 'failed' };
  const result = await startOrder(planId, lang);
  if (!result.ok) return { error: result.error };
  redirect({ href: { pathname: '/payment/course', query: { order: result.orderId } }, locale: lang });
  return { error: 'failed' };
}

/** The test provider's card form for a course order: only the order's owner pays, at the order's amount. */
export async function payCourseOrderAction(orderId: string, lang: Locale, values: CardValues): Promise<{ error: PaymentErrorKey }> {
  if (providerName() !== 'test') return { error: 'not_configured' };
  const card = cardSchema.safeParse(values);
  if (!card.success || !isLang(lang) || typeof orderId !== 'string') return { error: 'invalid' };
  const perClient = bookingLimit('payPerClient');
  if (!(await withinRateLimit(`pay:client:${await currentClientKey()}`, perClient.max, perClient.seconds))) return { error: 'rate_limited' };
  const [userId, order] = await Promise.all([currentUserId(), orderRequest(orderId)]);
  if (!userId || !order || order.userId !== userId) return { error: 'not_found' };
  // Paid, or a payment under review: never charge the order again; its page says where it stands.
  if (order.status !== 'pending') redirect({ href: { pathname: '/payment/course', query: { order: orderId } }, locale: lang });
  const { outcome, accepted } = await chargeCourseOrder(order, card.data.cardNumber);
  // A declined card says why, as the booking's error page does; a payment the webhook did not accept is a failure.
  if (outcome !== 'succeeded') return { error: outcome };
  if (!accepted) return { error: 'failed' };
  redirect({ href: { pathname: '/payment/course', query: { order: orderId } }, locale: lang });
  return { error: 'failed' };
}

const progressSchema = z.object({ lessonId: z.number().int().positive(), position: z.number().int().min(0).max(86400), done: z.boolean() });

/** Where the learner is in a lesson, and "mark as done". */
export async function saveProgressAction(lessonId: number, position: number, done: boolean): Promise<boolean | null> {
  const parsed = progressSchema.safeParse({ lessonId, position, done });
  if (!parsed.success) return null;
  return saveProgress(parsed.data.lessonId, parsed.data.position, parsed.data.done);
}

const notifySchema = z.object({ courseId: z.number().int().positive(), email: z.email().max(254), lang: z.enum(['en', 'es']) });

/** "Notify me" on a course coming soon. */
export async function notifyMeAction(courseId: number, email: string, lang: Locale): Promise<'ok' | 'invalid' | 'limited' | 'failed'> {
  const parsed = notifySchema.safeParse({ courseId, email: typeof email === 'string' ? email.trim() : email, lang });
  if (!parsed.success) return 'invalid';
  const [clientKey, userId] = await Promise.all([currentClientKey(), currentUserId()]);
  return requestNotification(clientKey, parsed.data.courseId, parsed.data.email, parsed.data.lang, userId);
}

/** The player's periodic save of the position (bound to a lesson by the page). */
export async function saveLessonPositionAction(lessonId: number, position: number): Promise<boolean | null> {
  return saveProgressAction(lessonId, Math.floor(position), false);
}

const entitlementId = z.uuid();

/**
 * "Cancel the subscription" (after the learner confirmed it) and "Resume the subscription" in My Account: the provider
 * stops, or goes on, renewing; access lasts until the period ends either way.
 */
export async function setSubscriptionRenewalAction(id: string, renews: boolean): Promise<'ok' | 'failed'> {
  if (!entitlementId.safeParse(id).success || typeof renews !== 'boolean') return 'failed';
  const subscription = await ownSubscription(id);
  if (!subscription) return 'failed';
  const change = renews ? resumeCourseSubscription : cancelCourseSubscription;
  return (await change(subscription.provider, subscription.reference)) ? 'ok' : 'failed';
}

export interface CourseStanding {
  access: boolean;
  /** The learner's steps, most recent first (only lesson ids and whether done). */
  steps: { lessonId: number; done: boolean }[];
}

/**
 * The personal part of a course page, which is the same static HTML for everyone: may the signed-in visitor watch
 * the course, and which lessons have they done. Asked by the page's client leaf once a session exists.
 */
export async function courseStandingAction(courseId: number): Promise<CourseStanding | null> {
  if (!Number.isInteger(courseId) || courseId <= 0) return null;
  const standing = await courseStanding(courseId).catch((error: unknown) => {
    console.error('[courses] standing:', error instanceof Error ? error.message : error);
    return null;
  });
  return standing && { access: standing.access, steps: standing.progress.map((p) => ({ lessonId: p.lessonId, done: p.done })) };
}
