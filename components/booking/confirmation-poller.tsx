'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

const INTERVAL_MS = 2000;
const PATIENCE_MS = 60_000;

/**
 * While the provider's confirmation has not arrived, the page is rendered again every two seconds (it only ever shows
 * what the database says); after a minute it says an e-mail will follow instead of spinning forever.
 */
export function ConfirmationPoller() {
  const t = useTranslations('CheckoutSuccess');
  const router = useRouter();
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > PATIENCE_MS) {
        setWaitedTooLong(true);
        clearInterval(timer);
        return;
      }
      router.refresh();
    }, INTERVAL_MS);
    return () => clearInterval(timer);
  }, [router]);
  return waitedTooLong ? <p className="rounded-md bg-amber-50 p-3 text-amber-950">{t('stillPending')}</p> : null;
}
