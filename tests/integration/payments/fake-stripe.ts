import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A peer on loopback that answers the Stripe API calls the shop makes, in Stripe's wire format: form-encoded
 * requests, JSON objects back, the same object for a repeated Idempotency-Key, Stripe's error shape otherwise.
 */
export async function startFakeStripe(): Promise<{ url: string; calls: StripeCall[]; close(): Promise<void> }> {
  const calls: StripeCall[] = [];
  const byKey = new Map<string, string>();
  let counter = 0;
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
      if (call.method !== 'POST' || call.path !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${call.method}: ${call.path})` } }));
        return;
      }
      const cached = call.idempotencyKey ? byKey.get(call.idempotencyKey) : undefined;
      if (cached) {
        res.setHeader('idempotent-replayed', 'true');
        res.end(cached);
        return;
      }
      counter += 1;
      const id = `cs_test_${String(counter).padStart(24, '0')}`;
      const body = JSON.stringify({
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(call.form.get('line_items[0][price_data][unit_amount]')),
        currency: call.form.get('line_items[0][price_data][currency]'),
        client_reference_id: call.form.get('client_reference_id'),
        metadata: { booking_id: call.form.get('metadata[booking_id]'), reference: call.form.get('metadata[reference]'), kind: call.form.get('metadata[kind]') },
        locale: call.form.get('locale'),
        success_url: call.form.get('success_url'),
        cancel_url: call.form.get('cancel_url'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
      if (call.idempotencyKey) byKey.set(call.idempotencyKey, body);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
