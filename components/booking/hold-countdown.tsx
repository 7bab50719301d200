'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

const remaining = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** The time left on the hold, every second; when it runs out the page is rendered again (in its expired state). */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const until = Date.parse(expiresAt);
  const [seconds, setSeconds] = useState(() => remaining(until));

  useEffect(() => {
    const timer = setInterval(() => {
      const left = remaining(until);
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        router.refresh();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until, router]);

  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="rounded-md bg-amber-50 px-4 py-3 font-medium text-amber-950" data-testid="hold-countdown">
      {/* Announced once, not every second. */}
      <span aria-live="off" suppressHydrationWarning>{t('holdLeft', { time })}</span>
    </p>
  );
}
