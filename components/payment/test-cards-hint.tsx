import { getTranslations } from 'next-intl/server';
import { TEST_CARDS } from '@/lib/payments/test-provider';

const cardOutcome = { succeeded: 'testCardSuccess', declined: 'testCardDeclined', insufficient_funds: 'testCardInsufficient' } as const;

/** The test provider's card numbers and what each does, above its card form (bookings and courses). */
export async function TestCardsHint() {
  const t = await getTranslations('Payment');
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p>{t('testCards')}</p>
      <ul className="mt-2 grid gap-1">
        {Object.entries(TEST_CARDS).map(([number, outcome]) => (
          <li key={number}><code className="font-mono font-semibold">{number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> – {t(cardOutcome[outcome])}</li>
        ))}
      </ul>
    </div>
  );
}
