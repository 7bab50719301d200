import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import WebSocket from 'ws';
import { orderRequest } from '@/lib/data/course-access';
import { cancelCourseSubscription, resumeCourseSubscription, startStripeCourseCheckout } from '@/lib/payments/course-charges';
import { stripeProvider } from '@/lib/payments/stripe-provider';
import { handlePaymentWebhook } from '@/lib/payments/webhook';
import { signTestJwt, testBackend, testClient } from '../setup/test-backend';
import { startFakeStripe } from './fake-stripe';
import { useShopEnv } from './shop-env';

const WEBHOOK_SECRET = 'whsec_courses_local_peer';
const SECRET_KEY = 'sk_test_courses_local_peer';
const signer = new Stripe('sk_test_signing_only');
const admin = () => testClient(testBackend().serviceRoleKey);
const DAY = 86_400;

let eventCounter = 0;
/** A Stripe event as Stripe sends it: its own id and creation time (seconds). */
const stripeEvent = (type: string, object: object, created = Math.floor(Date.now() / 1000)) =>
  ({ id: `evt_courses_${Date.now()}_${(eventCounter += 1)}`, object: 'event', type, created, api_version: '2026-10-28.endive', data: { object } });

function signed(event: object, secret = WEBHOOK_SECRET): Request {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return new Request('http://shop.test/api/payments/webhook', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
}

interface Learner { orderId: string; userId: string; email: string; amountCents: number; planId: number; client: SupabaseClient }

/** A signed-up learner with a pending order of the first plan of a kind, as start_course_order leaves it. */
async function newOrder(kind: 'course' | 'monthly'): Promise<Learner> {
  const email = `stripe-${kind}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const { data: signedUp, error } = await testClient().auth.signUp({ email, password: 'stripe-pass-1234' });
  if (error || !signedUp.user) throw error ?? new Error('no user');
  const { url, anonKey } = testBackend();
  const token = await signTestJwt({ role: 'authenticated', sub: signedUp.user.id, email, exp: Math.floor(Date.now() / 1000) + 600 });
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data: plan } = await admin().from('subscription_plans').select('id, course_id, price_cents').eq('kind', kind).eq('active', true).limit(1).single();
  const { data: order, error: orderError } = await admin()
    .from('course_orders')
    .insert({ user_id: signedUp.user.id, plan_id: plan!.id, kind, course_id: plan!.course_id, amount_cents: plan!.price_cents, lang: 'es' })
    .select('id')
    .single();
  if (orderError) throw orderError;
  return { orderId: order.id, userId: signedUp.user.id, email, amountCents: plan!.price_cents, planId: plan!.id, client };
}

interface Entitlement { kind: string; status: string; current_period_end: string | null; provider: string; provider_reference: string; cancel_at_period_end: boolean }
const entitlementsOf = async (userId: string): Promise<Entitlement[]> =>
  ((await admin().from('course_entitlements').select('kind, status, current_period_end, provider, provider_reference, cancel_at_period_end').eq('user_id', userId)).data ?? []) as Entitlement[];
const orderOf = async (orderId: string) => (await admin().from('course_orders').select('status, provider').eq('id', orderId).single()).data;
const endOf = (e: Entitlement | undefined) => new Date(e!.current_period_end!).getTime();
const mailTo = async (email: string) =>
  ((await admin().from('email_outbox').select('subject, text_body, template').eq('to_address', email).order('created_at')).data ?? []) as { subject: string; text_body: string; template: string }[];
/** A subscription's cancel_at_period_end changed, as Stripe reports it (from the customer portal or the dashboard). */
const renewalChanged = (subscription: object, cancels: boolean, created: number) =>
  ({ ...stripeEvent('customer.subscription.updated', { ...subscription, cancel_at_period_end: cancels }, created), data: { object: { ...subscription, cancel_at_period_end: cancels }, previous_attributes: { cancel_at_period_end: !cancels } } });

/** A renewal invoice in the newer API's shape (the subscription under parent.subscription_details). */
const renewalInvoice = (subscription: string, periodEnd: number, billingReason = 'subscription_cycle') => ({
  id: `in_renewal_${periodEnd}`, object: 'invoice', billing_reason: billingReason, status: 'paid',
  parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription, metadata: { order_id: 'the-first-order' } } },
  lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: periodEnd - 30 * DAY, end: periodEnd } }] },
});

describe('the course library paid through Stripe (Checkout, Billing webhooks) against a loopback Stripe peer', () => {
  let peer: Awaited<ReturnType<typeof startFakeStripe>>;
  let provider: ReturnType<typeof stripeProvider>;
  const deliver = (event: object) => handlePaymentWebhook(signed(event), provider);

  /** A learner who has paid an order on Stripe's page; returns the completed session Stripe reports. */
  async function checkout(learner: Learner) {
    const order = await orderRequest(learner.orderId);
    const { url } = await startStripeCourseCheckout(order!, 'es', provider);
    return { url, call: peer.calls.at(-1)!, session: peer.complete(url.split('/').pop()!) };
  }

  beforeAll(async () => {
    useShopEnv();
    peer = await startFakeStripe();
    provider = stripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: peer.url });
  });
  afterAll(() => peer?.close());

  it('sells one course: a payment-mode session for the order, then access from the signed event only, once', async () => {
    const learner = await newOrder('course');
    const order = (await orderRequest(learner.orderId))!;
    const first = await startStripeCourseCheckout(order, 'es', provider);
    const call = peer.calls.at(-1)!;
    expect(await startStripeCourseCheckout(order, 'es', provider)).toEqual(first);
    expect(peer.calls.at(-1)!.idempotencyKey).toBe(call.idempotencyKey);
    expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const { data: name } = await admin().from('subscription_plan_translations').select('name').eq('plan_id', learner.planId).eq('lang', 'es').single();
    const form = Object.fromEntries(call.form);
    expect(form).toMatchObject({
      mode: 'payment', locale: 'es', client_reference_id: learner.orderId, customer_email: learner.email,
      'line_items[0][price_data][unit_amount]': String(learner.amountCents), 'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product_data][name]': name!.name,
      'metadata[order_id]': learner.orderId, 'payment_intent_data[metadata][order_id]': learner.orderId,
    });
    expect(form).not.toHaveProperty('line_items[0][price_data][recurring][interval]');
    expect(form).not.toHaveProperty('subscription_data[metadata][order_id]');
    expect(form.success_url).toMatch(new RegExp(`/es/payment/course\\?order=${learner.orderId}&returned=1$`));
    expect(form.cancel_url).toMatch(new RegExp(`/es/payment/course\\?order=${learner.orderId}$`));

    const session = peer.complete(first.url.split('/').pop()!);
    const completed = stripeEvent('checkout.session.completed', session);
    // Not from Stripe: no signature, another endpoint's secret, or a signed body changed afterwards.
    const tampered = signed(completed);
    const forgedBody = JSON.stringify({ ...completed, data: { object: { ...session, amount_total: 1 } } });
    const forged = [
      new Request('http://shop.test/api/payments/webhook', { method: 'POST', body: JSON.stringify(completed) }),
      signed(completed, 'whsec_someone_else'),
      new Request(tampered.url, { method: 'POST', headers: tampered.headers, body: forgedBody }),
    ];
    for (const request of forged) expect((await handlePaymentWebhook(request, provider)).status).toBe(400);
    expect(await entitlementsOf(learner.userId)).toEqual([]);
    expect(await orderOf(learner.orderId)).toEqual({ status: 'pending', provider: null });

    expect((await deliver(completed)).status).toBe(200);
    expect(await entitlementsOf(learner.userId)).toEqual([
      expect.objectContaining({ kind: 'course', status: 'active', current_period_end: null, provider: 'stripe', provider_reference: session.payment_intent }),
    ]);
    expect(await orderOf(learner.orderId)).toEqual({ status: 'paid', provider: 'stripe' });
    // Stripe sends it again, and async_payment_succeeded may follow: nothing more.
    expect(await (await deliver(completed)).json()).toMatchObject({ replayed: true });
    expect((await deliver(stripeEvent('checkout.session.async_payment_succeeded', session))).status).toBe(200);
    // The same endpoint hears the sale's payment intent (it carries the order, not a booking): acknowledged, not refused.
    const intent = { id: session.payment_intent, object: 'payment_intent', amount_received: learner.amountCents, currency: 'eur', metadata: { order_id: learner.orderId, kind: 'course' } };
    const intentAnswer = await deliver(stripeEvent('payment_intent.succeeded', intent));
    expect(intentAnswer.status).toBe(200);
    expect(await intentAnswer.json()).toMatchObject({ ignored: 'not a booking payment' });
    expect(await entitlementsOf(learner.userId)).toHaveLength(1);
  });

  it('sells a monthly subscription: renewals extend it, even delivered before the checkout; a failed payment and the end keep the paid period', async () => {
    const learner = await newOrder('monthly');
    const { data: course } = await admin().from('courses').select('id').eq('published', true).eq('coming_soon', false).limit(1).single();
    const mayWatch = async () => (await learner.client.rpc('course_access', { course_id: course!.id })).data;
    expect(await mayWatch()).toBe(false);
    const { call, session } = await checkout(learner);
    const form = Object.fromEntries(call.form);
    expect(form).toMatchObject({
      mode: 'subscription', 'line_items[0][price_data][recurring][interval]': 'month', 'line_items[0][price_data][unit_amount]': String(learner.amountCents),
      'metadata[order_id]': learner.orderId, 'subscription_data[metadata][order_id]': learner.orderId, client_reference_id: learner.orderId,
    });
    expect(form).not.toHaveProperty('payment_intent_data[metadata][order_id]');
    const subscription = session.subscription as string;
    const firstEnd = (peer.subscriptions.get(subscription)!.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
    const renewedEnd = firstEnd + 30 * DAY;
    const now = Math.floor(Date.now() / 1000);

    // The first renewal overtakes the checkout event: refused for now (500), so Stripe sends it again later.
    const renewal = stripeEvent('invoice.paid', renewalInvoice(subscription, renewedEnd), now + 2);
    expect((await deliver(renewal)).status).toBe(500);
    expect(await entitlementsOf(learner.userId)).toEqual([]);
    // The first invoice is the checkout's own: ignored.
    const firstInvoice = await deliver(stripeEvent('invoice.paid', renewalInvoice(subscription, firstEnd, 'subscription_create'), now));
    expect(await firstInvoice.json()).toMatchObject({ ignored: 'first invoice of a subscription' });

    expect((await deliver(stripeEvent('checkout.session.completed', session, now))).status).toBe(200);
    expect(peer.calls.some((c) => c.method === 'GET' && c.path === `/v1/subscriptions/${subscription}`)).toBe(true);
    const [started] = await entitlementsOf(learner.userId);
    expect(started).toMatchObject({ kind: 'monthly', status: 'active', provider: 'stripe', provider_reference: subscription });
    expect(endOf(started)).toBe(firstEnd * 1000);
    expect(await mayWatch()).toBe(true);
    // The receipt (the order's language) says what was agreed: price and period, renewal until cancelled, the next
    // charge on the period's end, and how to cancel, with the link to My Account.
    const [receipt] = (await mailTo(learner.email)).filter((m) => m.template === 'course_purchase');
    const nextCharge = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(firstEnd * 1000));
    expect(receipt!.subject).toBe('Tu suscripción está activa: Suscripción mensual');
    expect(receipt!.text_body).toContain(`Suscripción mensual: ${(learner.amountCents / 100).toFixed(0)} € al mes.`);
    expect(receipt!.text_body).toContain('Se renueva automáticamente cada mes hasta que la canceles.');
    expect(receipt!.text_body).toContain(`Próximo cobro: ${(learner.amountCents / 100).toFixed(0)} € el ${nextCharge}.`);
    expect(receipt!.text_body).toMatch(/Cancela cuando quieras en Mi cuenta \(http:\/\/[^)]+\/es\/mi-cuenta#courses\), en Cursos/);

    // Stripe's retry of the renewal now applies; a replay of it changes nothing.
    expect((await deliver(renewal)).status).toBe(200);
    expect(endOf((await entitlementsOf(learner.userId))[0])).toBe(renewedEnd * 1000);
    expect(await (await deliver(renewal)).json()).toMatchObject({ replayed: true });

    // The next renewal fails (an older API version's invoice: the subscription at the top level): past due, the
    // paid period stays, and so does access.
    const failedInvoice = { id: 'in_failed', object: 'invoice', billing_reason: 'subscription_cycle', subscription, lines: { object: 'list', data: [] } };
    expect((await deliver(stripeEvent('invoice.payment_failed', failedInvoice, now + 3))).status).toBe(200);
    const [pastDue] = await entitlementsOf(learner.userId);
    expect(pastDue).toMatchObject({ status: 'past_due' });
    expect(endOf(pastDue)).toBe(renewedEnd * 1000);

    // Stripe gives up two weeks into the unpaid period and ends the subscription: cancelled, access to the end of
    // what was paid.
    const ended = { ...peer.subscriptions.get(subscription)!, status: 'canceled', ended_at: renewedEnd + 14 * DAY };
    expect((await deliver(stripeEvent('customer.subscription.deleted', ended, now + 4))).status).toBe(200);
    const [cancelled] = await entitlementsOf(learner.userId);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
    expect(endOf(cancelled)).toBe(renewedEnd * 1000);
    expect(await mayWatch()).toBe(true);
  });

  it('a subscription Stripe ends at once stops access then; a renewal delivered after that end does not bring it back', async () => {
    const learner = await newOrder('monthly');
    const { data: course } = await admin().from('courses').select('id').eq('published', true).eq('coming_soon', false).limit(1).single();
    const mayWatch = async () => (await learner.client.rpc('course_access', { course_id: course!.id })).data;
    const { session } = await checkout(learner);
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver(stripeEvent('checkout.session.completed', session, now - 5))).status).toBe(200);
    expect(await mayWatch()).toBe(true);
    const subscription = session.subscription as string;
    const firstEnd = (peer.subscriptions.get(subscription)!.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;

    // The operator ends it in Stripe's dashboard, mid-period: access stops at Stripe's ended_at, not at the period end.
    const endedAt = now - 1;
    const ended = { ...peer.subscriptions.get(subscription)!, status: 'canceled', ended_at: endedAt };
    expect((await deliver(stripeEvent('customer.subscription.deleted', ended, now))).status).toBe(200);
    const [cancelled] = await entitlementsOf(learner.userId);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(endOf(cancelled)).toBe(endedAt * 1000);
    expect(endOf(cancelled)).toBeLessThan(firstEnd * 1000);
    expect(await mayWatch()).toBe(false);

    // A renewal paid just before that end reaches the shop after it: recorded, but access does not come back.
    const lateRenewal = stripeEvent('invoice.paid', renewalInvoice(subscription, firstEnd + 30 * DAY), now - 2);
    expect((await deliver(lateRenewal)).status).toBe(200);
    expect(await (await deliver(lateRenewal)).json()).toMatchObject({ replayed: true });
    expect(endOf((await entitlementsOf(learner.userId))[0])).toBe(endedAt * 1000);
    expect(await mayWatch()).toBe(false);
  });

  it('a second subscription paid from another tab is kept for review: Stripe stops its renewals, its events are acknowledged', async () => {
    const learner = await newOrder('monthly');
    const { data: again, error } = await admin()
      .from('course_orders')
      .insert({ user_id: learner.userId, plan_id: learner.planId, kind: 'monthly', course_id: null, amount_cents: learner.amountCents, lang: 'es' })
      .select('id')
      .single();
    if (error) throw error;
    const [first, second] = [await checkout(learner), await checkout({ ...learner, orderId: again.id })];
    expect((await deliver(stripeEvent('checkout.session.completed', first.session))).status).toBe(200);
    const answer = await deliver(stripeEvent('checkout.session.completed', second.session));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'review', payment_status: 'needs_review' });
    const kept = first.session.subscription as string;
    const stopped = second.session.subscription as string;
    expect(peer.subscriptions.get(stopped)!.cancel_at_period_end).toBe(true);
    expect(peer.subscriptions.get(kept)!.cancel_at_period_end).toBe(false);
    // Its renewal (had it come before the stop) and its end are recorded and acknowledged, not refused for days.
    const renewal = await deliver(stripeEvent('invoice.paid', renewalInvoice(stopped, Math.floor(Date.now() / 1000) + 40 * DAY)));
    expect(renewal.status).toBe(200);
    expect(await renewal.json()).toMatchObject({ status: 'under_review' });
    expect((await deliver(stripeEvent('customer.subscription.deleted', { ...peer.subscriptions.get(stopped)!, status: 'canceled' }))).status).toBe(200);
    expect(await entitlementsOf(learner.userId)).toEqual([expect.objectContaining({ kind: 'monthly', provider_reference: kept, status: 'active' })]);
  });

  it('ignores other products’ subscriptions and refuses a renewal without its period', async () => {
    const foreign = { id: 'sub_not_a_course', object: 'subscription', status: 'canceled', metadata: {}, items: { object: 'list', data: [] } };
    expect(await (await deliver(stripeEvent('customer.subscription.deleted', foreign))).json()).toMatchObject({ ignored: 'not a course subscription' });
    const noPeriod = { ...renewalInvoice('sub_x', 1), lines: { object: 'list', data: [] } };
    expect((await deliver(stripeEvent('invoice.paid', noPeriod))).status).toBe(400);
  });

  describe('cancelling from My Account', () => {
    const saved = { ...process.env };
    beforeAll(() => {
      Object.assign(process.env, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: peer.url });
      delete process.env.PAYMENT_PROVIDER;
    });
    afterAll(() => {
      process.env = saved;
    });

    it('asks Stripe to stop at the period end and records it at once; Stripe’s later end changes nothing', async () => {
      const learner = await newOrder('monthly');
      const { session } = await checkout(learner);
      expect((await deliver(stripeEvent('checkout.session.completed', session))).status).toBe(200);
      const subscription = session.subscription as string;
      const [before] = await entitlementsOf(learner.userId);

      expect(await cancelCourseSubscription('stripe', subscription)).toBe(true);
      const update = peer.calls.filter((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subscription}`);
      expect(update).toHaveLength(1);
      expect(update[0]!.form.get('cancel_at_period_end')).toBe('true');
      expect(peer.subscriptions.get(subscription)!.cancel_at_period_end).toBe(true);
      const [cancelled] = await entitlementsOf(learner.userId);
      expect(cancelled).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
      expect(endOf(cancelled)).toBe(endOf(before));

      // Stripe ends it when the paid period does (ended_at): nothing changes.
      const periodEnd = (peer.subscriptions.get(subscription)!.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
      const ended = { ...peer.subscriptions.get(subscription)!, status: 'canceled', ended_at: periodEnd };
      expect((await deliver(stripeEvent('customer.subscription.deleted', ended))).status).toBe(200);
      expect(await entitlementsOf(learner.userId)).toEqual([cancelled]);
    });

    it('a cancellation set and unset in Stripe (portal or dashboard) reaches the shop as customer.subscription.updated; an older one never undoes a newer one', async () => {
      const learner = await newOrder('monthly');
      const { session } = await checkout(learner);
      expect((await deliver(stripeEvent('checkout.session.completed', session))).status).toBe(200);
      const subscription = peer.subscriptions.get(session.subscription as string)!;
      const now = Math.floor(Date.now() / 1000);
      const cancel = renewalChanged(subscription, true, now + 1);
      expect((await deliver(cancel)).status).toBe(200);
      const [cancelled] = await entitlementsOf(learner.userId);
      expect(cancelled).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
      expect(await (await deliver(cancel)).json()).toMatchObject({ replayed: true });
      const resume = renewalChanged(subscription, false, now + 3);
      expect((await deliver(resume)).status).toBe(200);
      const [resumed] = await entitlementsOf(learner.userId);
      expect(resumed).toMatchObject({ status: 'active', cancel_at_period_end: false });
      expect(endOf(resumed)).toBe(endOf(cancelled));
      // A cancellation from before the resumption, delivered after it, changes nothing.
      expect((await deliver(renewalChanged(subscription, true, now + 2))).status).toBe(200);
      expect(await entitlementsOf(learner.userId)).toEqual([expect.objectContaining({ status: 'active', cancel_at_period_end: false })]);
      // An update that does not touch the renewal (say its metadata) is acknowledged and ignored.
      const other = { ...stripeEvent('customer.subscription.updated', subscription, now + 4), data: { object: subscription, previous_attributes: { metadata: {} } } };
      expect(await (await deliver(other)).json()).toMatchObject({ ignored: 'no change to renewal' });
      // The learner heard of both, in the order's language, with until when access lasts.
      const notices = (await mailTo(learner.email)).filter((m) => m.template.startsWith('course_subscription_'));
      expect(notices.map((m) => m.template)).toEqual(['course_subscription_cancelled', 'course_subscription_resumed']);
      const accessUntil = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(endOf(cancelled)));
      expect(notices[0]!.text_body).toContain(`Mantienes el acceso a todos los cursos hasta el ${accessUntil}.`);
      expect(notices[1]!.text_body).toContain(`Se renovará el ${accessUntil}`);
    });

    it('resumes from My Account before the period ends: Stripe renews again; Stripe’s own events for both changes change nothing more', async () => {
      const learner = await newOrder('monthly');
      const { session } = await checkout(learner);
      expect((await deliver(stripeEvent('checkout.session.completed', session))).status).toBe(200);
      const subscription = session.subscription as string;
      const [before] = await entitlementsOf(learner.userId);
      const seen = peer.events.length;

      expect(await cancelCourseSubscription('stripe', subscription)).toBe(true);
      expect(await resumeCourseSubscription('stripe', subscription)).toBe(true);
      const updates = peer.calls.filter((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subscription}`);
      expect(updates.map((c) => c.form.get('cancel_at_period_end'))).toEqual(['true', 'false']);
      expect(new Set(updates.map((c) => c.idempotencyKey)).size).toBe(2);
      expect(peer.subscriptions.get(subscription)!.cancel_at_period_end).toBe(false);
      const [resumed] = await entitlementsOf(learner.userId);
      expect(resumed).toMatchObject({ status: 'active', cancel_at_period_end: false });
      expect(endOf(resumed)).toBe(endOf(before));

      // Stripe's customer.subscription.updated for each change arrive afterwards, in either order: the shop stays as
      // the learner left it (renewing).
      const [cancelEvent, resumeEvent] = peer.events.slice(seen);
      expect(cancelEvent?.type).toBe('customer.subscription.updated');
      for (const event of [resumeEvent!, cancelEvent!]) expect((await deliver(event)).status).toBe(200);
      expect(await entitlementsOf(learner.userId)).toEqual([expect.objectContaining({ status: 'active', cancel_at_period_end: false })]);
      // Cancelled again: a new change, not a replay of the first.
      expect(await cancelCourseSubscription('stripe', subscription)).toBe(true);
      expect(await entitlementsOf(learner.userId)).toEqual([expect.objectContaining({ status: 'cancelled', cancel_at_period_end: true })]);
    });

    it('reports a failure when Stripe does not know the subscription, and records nothing', async () => {
      expect(await cancelCourseSubscription('stripe', 'sub_unknown_to_stripe')).toBe(false);
      expect(await cancelCourseSubscription('paypal', 'anything')).toBe(false);
      expect(await resumeCourseSubscription('stripe', 'sub_unknown_to_stripe')).toBe(false);
      const { count } = await admin().from('course_subscription_events').select('event_id', { count: 'exact', head: true }).eq('subscription_reference', 'sub_unknown_to_stripe');
      expect(count).toBe(0);
    });
  });
});
