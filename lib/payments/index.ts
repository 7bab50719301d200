import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';
import type { PaymentProvider } from './types';

export type ProviderName = 'test' | 'stripe';

type Env = Record<string, string | undefined>;

const isProduction = (env: Env) => env.VERCEL_ENV === 'production' || env.DEPLOYMENT_ENV === 'production';

/**
 * Which provider takes payments: PAYMENT_PROVIDER when set; otherwise Stripe when its keys are set, and the built-in
 * test provider everywhere but production (a production deployment never takes "payments" with test cards unless
 * PAYMENT_PROVIDER=test says so explicitly). Null: payments are not set up.
 */
export function providerName(env: Env = process.env): ProviderName | null {
  const chosen = env.PAYMENT_PROVIDER?.trim();
  if (chosen === 'test' || chosen === 'stripe') return chosen;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return 'stripe';
  return isProduction(env) ? null : 'test';
}

export class PaymentsNotConfiguredError extends Error {}

export function paymentProvider(env: Env = process.env): PaymentProvider {
  const name = providerName(env);
  if (name === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      throw new PaymentsNotConfiguredError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
    }
    return stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL || undefined });
  }
  if (name === 'test') return testProvider();
  throw new PaymentsNotConfiguredError('No payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see .env.example).');
}
