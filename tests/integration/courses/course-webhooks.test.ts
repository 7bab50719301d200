import { periodEnd } from '@/lib/courses/plan-terms';
import { cancelTestSubscription, chargeCourseOrder, deliverTestCourseEvent, resumeCourseSubscription } from '@/lib/payments/course-charges';
import { newEventId, signTestEvent, testProvider, testWebhookSecret } from '@/lib/payments/test-provider';
import { handlePaymentWebhook } from '@/lib/payments/webhook';
import { testBackend, testClient } from '../setup/test-backend';
import { useShopEnv } from '../payments/shop-env';

const admin = () => testClient(testBackend().serviceRoleKey);

async function newOrder(kind: 'course' | 'monthly'): Promise<{ orderId: string; userId: string; amountCents: number; email: string }> {
  const email = `webhook-${kind}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const { data: signedUp, error } = await testClient().auth.signUp({ email, password: 'webhook-pass-1234' });
  if (error || !signedUp.user) throw error ?? new Error('no user');
  const { data: plan } = await admin().from('subscription_plans').select('id, course_id, price_cents').eq('kind', kind).limit(1).single();
  const { data: order, error: orderError } = await admin()
    .from('course_orders')
    .insert({ user_id: signedUp.user.id, plan_id: plan!.id, kind, course_id: plan!.course_id, amount_cents: plan!.price_cents })
    .select('id')
    .single();
  if (orderError) throw orderError;
  return { orderId: order.id, userId: signedUp.user.id, amountCents: plan!.price_cents, email };
}

const entitlementOf = async (userId: string) =>
  (await admin().from('course_entitlements').select('kind, status, current_period_end, provider_reference, cancel_at_period_end').eq('user_id', userId)).data ?? [];
const mailTo = async (email: string) =>
  ((await admin().from('email_outbox').select('subject, text_body, template').eq('to_address', email).order('created_at')).data ?? []) as { subject: string; text_body: string; template: string }[];
const longDate = (at: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);

const subscriptionEvent = (type: 'renewed' | 'payment_failed' | 'cancelled', subscription: string, occurredAt: Date, periodEnd: Date | null, id = newEventId()) =>
  ({ id, type: `subscription.${type}` as const, data: { subscription_id: subscription, occurred_at: occurredAt.toISOString(), period_end: periodEnd?.toISOString() ?? null } });

describe('course orders and subscriptions through the signed payment webhook', () => {
  beforeAll(() => useShopEnv());

  it('a course bought with the test card gives access once, however often the event comes', async () => {
    const order = await newOrder('course');
    expect((await chargeCourseOrder({ orderId: order.orderId, kind: 'course', amountCents: order.amountCents, currency: 'EUR' }, '4000000000000002')).outcome).toBe('declined');
    expect(await entitlementOf(order.userId)).toEqual([]);
    const paid = await chargeCourseOrder({ orderId: order.orderId, kind: 'course', amountCents: order.amountCents, currency: 'EUR' }, '4242424242424242');
    expect(paid).toEqual({ outcome: 'succeeded', accepted: true });
    expect(await entitlementOf(order.userId)).toEqual([expect.objectContaining({ kind: 'course', status: 'active', current_period_end: null })]);
    const again = await chargeCourseOrder({ orderId: order.orderId, kind: 'course', amountCents: order.amountCents, currency: 'EUR' }, '4242424242424242');
    expect(again.accepted).toBe(true);
    expect(await entitlementOf(order.userId)).toHaveLength(1);
  });

  it('refuses an unsigned or wrongly signed event and changes nothing', async () => {
    const order = await newOrder('course');
    const body = JSON.stringify({ id: newEventId(), type: 'course_order.paid', data: { charge_id: `tch_${'a'.repeat(24)}`, order_id: order.orderId, amount_cents: order.amountCents, currency: 'EUR', subscription_id: null, period_end: null } });
    for (const signature of [undefined, signTestEvent(body, 'not-the-secret'), signTestEvent(body, testWebhookSecret(), Math.floor(Date.now() / 1000) - 3600)]) {
      const response = await handlePaymentWebhook(
        new Request('http://shop.test/api/payments/webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-test-payments-signature': signature } : {}) }, body }),
        testProvider(),
      );
      expect(response.status).toBe(400);
    }
    expect(await entitlementOf(order.userId)).toEqual([]);
  });

  it('renewed, payment failed and cancelled: replayed and out of order, access until the paid period ends', async () => {
    const order = await newOrder('monthly');
    expect((await chargeCourseOrder({ orderId: order.orderId, kind: 'monthly', amountCents: order.amountCents, currency: 'EUR' }, '4242424242424242')).accepted).toBe(true);
    const [started] = await entitlementOf(order.userId);
    expect(started).toMatchObject({ kind: 'monthly', status: 'active' });
    const subscription = started!.provider_reference;
    const firstEnd = new Date(started!.current_period_end!);
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const month = (n: number) => new Date(firstEnd.getTime() + n * 30 * 86_400_000);

    // A renewal whose earlier failed attempt arrives after it: the later renewal wins.
    const renewal = subscriptionEvent('renewed', subscription, at(2), month(1));
    expect((await deliverTestCourseEvent(renewal)).status).toBe(200);
    expect((await deliverTestCourseEvent(subscriptionEvent('payment_failed', subscription, at(1), null))).status).toBe(200);
    expect(await entitlementOf(order.userId)).toEqual([expect.objectContaining({ status: 'active' })]);
    // The same renewal again changes nothing.
    const replay = await deliverTestCourseEvent(renewal);
    expect(await replay.json()).toMatchObject({ replayed: true });
    expect(new Date((await entitlementOf(order.userId))[0]!.current_period_end!).getTime()).toBe(month(1).getTime());

    // The next renewal fails: past due, the paid period stays.
    await deliverTestCourseEvent(subscriptionEvent('payment_failed', subscription, at(3), null));
    expect(await entitlementOf(order.userId)).toEqual([expect.objectContaining({ status: 'past_due' })]);
    // Cancelled from My Account: no renewal, access until the end of the period.
    expect(await cancelTestSubscription(subscription)).toBe(true);
    const [cancelled] = await entitlementOf(order.userId);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(new Date(cancelled!.current_period_end!).getTime()).toBe(month(1).getTime());

    // An event for a subscription the shop does not know yet is answered 500, so the provider sends it again.
    const unknown = await deliverTestCourseEvent(subscriptionEvent('renewed', `tsub_${'0'.repeat(24)}`, at(1), month(2)));
    expect(unknown.status).toBe(500);
  });

  it('the receipt states the terms; cancelled and resumed by signed events, as Stripe does; no resuming once the period is over', async () => {
    const order = await newOrder('monthly');
    const paidAt = new Date();
    expect((await chargeCourseOrder({ orderId: order.orderId, kind: 'monthly', amountCents: order.amountCents, currency: 'EUR' }, '4242424242424242')).accepted).toBe(true);
    const [started] = await entitlementOf(order.userId);
    const end = new Date(started!.current_period_end!);
    // The test provider bills a calendar month ahead, as the payment page announced.
    expect(Math.abs(end.getTime() - periodEnd('monthly', paidAt).getTime())).toBeLessThan(60_000);
    const price = `€${order.amountCents / 100}`;
    const [receipt] = (await mailTo(order.email)).filter((m) => m.template === 'course_purchase');
    expect(receipt).toMatchObject({ template: 'course_purchase', subject: 'Your subscription is active: Monthly subscription' });
    expect(receipt!.text_body).toContain(`Monthly subscription: ${price} per month.\nPaid today: ${price}.`);
    expect(receipt!.text_body).toContain(`It renews automatically every month until you cancel. Next charge: ${price} on ${longDate(end)}.`);
    expect(receipt!.text_body).toMatch(/Cancel anytime in My Account \(http:\/\/[^)]+\/en\/account#courses\), under Courses: you will not be charged again/);
    expect(receipt!.text_body).not.toContain('Thank you for your purchase');

    const subscription = started!.provider_reference;
    expect(await cancelTestSubscription(subscription)).toBe(true);
    expect(await entitlementOf(order.userId)).toEqual([expect.objectContaining({ status: 'cancelled', cancel_at_period_end: true })]);
    expect(await resumeCourseSubscription('test', subscription)).toBe(true);
    const [resumed] = await entitlementOf(order.userId);
    expect(resumed).toMatchObject({ status: 'active', cancel_at_period_end: false, current_period_end: started!.current_period_end });
    const notices = (await mailTo(order.email)).filter((m) => m.template.startsWith('course_subscription_'));
    expect(notices.map((m) => m.subject)).toEqual(['Subscription cancelled: Monthly subscription', 'Your subscription continues: Monthly subscription']);
    expect(notices[0]!.text_body).toContain(`You keep access to every course until ${longDate(end)}. Changed your mind? Resume it before then in My Account`);
    expect(notices[1]!.text_body).toContain(`It renews on ${longDate(end)} for ${price}, as before.`);

    // Once the paid period is over, a cancelled subscription stays cancelled: resuming changes nothing.
    expect(await cancelTestSubscription(subscription)).toBe(true);
    await admin().from('course_entitlements').update({ current_period_end: new Date(Date.now() - 1000).toISOString() }).eq('provider_reference', subscription);
    expect(await resumeCourseSubscription('test', subscription)).toBe(true);
    expect(await entitlementOf(order.userId)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
    expect((await mailTo(order.email)).filter((m) => m.template === 'course_subscription_resumed')).toHaveLength(1);
  });

  it('a course bought once: the receipt says it is one payment that does not renew', async () => {
    const order = await newOrder('course');
    expect((await chargeCourseOrder({ orderId: order.orderId, kind: 'course', amountCents: order.amountCents, currency: 'EUR' }, '4242424242424242')).accepted).toBe(true);
    const [receipt] = (await mailTo(order.email)).filter((m) => m.template === 'course_purchase');
    expect(receipt!.subject).toBe('Your course access is ready');
    expect(receipt!.text_body).toContain(`: €${order.amountCents / 100}, one payment; it does not renew.`);
  });
});
