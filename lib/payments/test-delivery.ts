import 'server-only';
import { SIGNATURE_HEADER, signTestEvent, testProvider, testWebhookSecret } from './test-provider';
import { handlePaymentWebhook } from './webhook';

/**
 * The test provider's server telling the shop about a charge: a signed event through the shop's own webhook handler,
 * exactly as a real provider's request arrives, so fulfilment never depends on the page that asked for the charge.
 */
export async function deliverSignedTestEvent(event: object): Promise<Response> {
  const body = JSON.stringify(event);
  const request = new Request('http://shop.internal/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signTestEvent(body, testWebhookSecret()) },
    body,
  });
  return handlePaymentWebhook(request, testProvider());
}
