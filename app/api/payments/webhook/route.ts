import { after } from 'next/server';
import { deliverOutbox } from '@/lib/email/outbox';
import { handlePaymentWebhook } from '@/lib/payments/webhook';

export const dynamic = 'force-dynamic';

/** The payment provider's webhook (Stripe, or the built-in test provider): the only way a booking becomes paid. */
export async function POST(request: Request) {
  const response = await handlePaymentWebhook(request);
  // The confirmation e-mail leaves right after the payment, not at the next scheduled run.
  if (response.ok) after(() => deliverOutbox().catch((error: unknown) => console.error('[outbox]', error)));
  return response;
}
