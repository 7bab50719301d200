import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

type StripeObject = Record<string, unknown> & { id: string };

const DAY = 86_400;

/** `metadata[order_id]=x&metadata[kind]=y` -> { order_id: 'x', kind: 'y' } (Stripe's form encoding of a hash). */
function hashOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const hash: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.startsWith(`${prefix}[`) && key.endsWith(']') ? key.slice(prefix.length + 1, -1) : null;
    if (match !== null && !match.includes('[')) hash[match] = value;
  }
  return hash;
}

/**
 * A peer on loopback that answers the Stripe API calls the shop makes, in Stripe's wire format (API 2025-03-31 and
 * later: a subscription's period sits on its items): form-encoded requests, JSON objects back, the same object for a
 * repeated Idempotency-Key, Stripe's error shape otherwise. It creates Checkout Sessions (payment and subscription
 * mode), reads and updates subscriptions, refunds payment intents (never more than is left of one) and lists refunds,
 * and `complete(sessionId)` plays the customer paying on Stripe's page: it returns the completed session as Stripe would
 * put it in `checkout.session.completed`. A change of a subscription's `cancel_at_period_end` is kept in `events` as
 * the `customer.subscription.updated` event Stripe then sends (with its `previous_attributes`), unsigned: the test
 * delivers it.
 */
export async function startFakeStripe(): Promise<{
  url: string;
  calls: StripeCall[];
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  /** A payment intent the peer knows, for refunds (what `complete` creates, or one a test pays directly). */
  intents: Map<string, { amount: number; currency: string }>;
  events: StripeObject[];
  complete(sessionId: string): StripeObject;
  close(): Promise<void>;
}> {
  const calls: StripeCall[] = [];
  const byKey = new Map<string, string>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const intents = new Map<string, { amount: number; currency: string }>();
  const events: StripeObject[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${String((counter += 1)).padStart(24, '0')}`;

  const createSession = (form: URLSearchParams): StripeObject => {
    const id = nextId('cs_test');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: form.get('mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]'),
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      metadata: hashOf(form, 'metadata'),
      locale: form.get('locale'),
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      payment_intent: null,
      subscription: null,
      invoice: null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      // What the session will create once paid (not part of Stripe's object; dropped from answers).
      _interval: form.get('line_items[0][price_data][recurring][interval]'),
      _subscriptionMetadata: hashOf(form, 'subscription_data[metadata]'),
    };
    sessions.set(id, session);
    return session;
  };

  const visible = (object: StripeObject) => Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));

  const complete = (sessionId: string): StripeObject => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode !== 'subscription') {
      session.payment_intent = nextId('pi');
      intents.set(session.payment_intent as string, { amount: Number(session.amount_total), currency: String(session.currency) });
      return visible(session) as StripeObject;
    }
    const now = Math.floor(Date.now() / 1000);
    const end = now + (session._interval === 'year' ? 365 : 30) * DAY;
    const subscriptionId = nextId('sub');
    const invoiceId = nextId('in');
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: session._subscriptionMetadata as Record<string, string>,
      latest_invoice: invoiceId,
      items: { object: 'list', data: [{ id: nextId('si'), object: 'subscription_item', current_period_start: now, current_period_end: end }] },
    });
    session.subscription = subscriptionId;
    session.invoice = invoiceId;
    return visible(session) as StripeObject;
  };

  const invalid = (message: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', message } } });

  /** POST /v1/refunds: a refund of (part of) a known payment intent, never more than is left of it. */
  const createRefund = (form: URLSearchParams): { status: number; body: unknown } => {
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) return invalid(`No such payment_intent: '${intentId}'`);
    const amount = Number(form.get('amount') ?? intent.amount);
    const taken = [...refunds.values()].filter((r) => r.payment_intent === intentId && r.status !== 'failed').reduce((sum, r) => sum + Number(r.amount), 0);
    if (amount + taken > intent.amount) return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - taken})`);
    const refund: StripeObject = {
      id: nextId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intentId, charge: `ch_${intentId.slice(3)}`,
      status: 'succeeded', reason: form.get('reason'), metadata: hashOf(form, 'metadata'), created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  };

  const answer = (call: StripeCall): { status: number; body: unknown } => {
    const path = new URL(call.path, 'http://peer').pathname;
    if (call.method === 'POST' && path === '/v1/refunds') return createRefund(call.form);
    if (call.method === 'GET' && path === '/v1/refunds') {
      const query = new URL(call.path, 'http://peer').searchParams;
      const charge = query.get('charge');
      const intent = query.get('payment_intent');
      const data = [...refunds.values()].filter((r) => (charge ? r.charge === charge : true) && (intent ? r.payment_intent === intent : true));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    if (call.method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, body: visible(createSession(call.form)) };
    const subscription = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
    const found = subscription ? subscriptions.get(subscription[1]!) : undefined;
    if (subscription && !found) {
      return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${subscription[1]}'` } } };
    }
    if (found && call.method === 'GET') return { status: 200, body: found };
    if (found && call.method === 'POST') {
      const cancel = call.form.get('cancel_at_period_end');
      if (cancel !== null && found.cancel_at_period_end !== (cancel === 'true')) {
        const before = found.cancel_at_period_end;
        found.cancel_at_period_end = cancel === 'true';
        events.push({
          id: nextId('evt'), object: 'event', type: 'customer.subscription.updated', created: Math.floor(Date.now() / 1000), api_version: '2026-10-28.endive',
          data: { object: { ...found }, previous_attributes: { cancel_at_period_end: before } },
        });
      }
      return { status: 200, body: found };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${call.method}: ${call.path})` } } };
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const call: StripeCall = {
        method: req.method ?? '',
        path: req.url ?? '',
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
        form: new URLSearchParams(raw),
      };
      calls.push(call);
      res.setHeader('content-type', 'application/json');
      const cached = call.method === 'POST' && call.idempotencyKey ? byKey.get(call.idempotencyKey) : undefined;
      if (cached) {
        res.setHeader('idempotent-replayed', 'true');
        res.end(cached);
        return;
      }
      const { status, body } = answer(call);
      const text = JSON.stringify(body);
      if (call.method === 'POST' && call.idempotencyKey && status === 200) byKey.set(call.idempotencyKey, text);
      res.statusCode = status;
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    subscriptions,
    refunds,
    intents,
    events,
    complete,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
