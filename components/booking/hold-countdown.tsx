'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { formatClock, formatMoment, formatTimeLeft } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

const remaining = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * The time left on the hold, every second; when it runs out the page is rendered again (in its expired state).
 * `withClock` also names the moment the hold ends, in the visitor's own time zone (the server's, named, in the
 * HTML; the first tick puts the visitor's in), with its day when it is hours away (a waitlist's offer holds 24 hours).
 */
export function HoldCountdown({ expiresAt, withClock = false }: { expiresAt: string; withClock?: boolean }) {
  const t = useTranslations('Checkout');
  const lang = useLocale() as Locale;
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

  const time = formatTimeLeft(seconds);
  const heldUntil = seconds > 3 * 3600 ? t('holdUntilDay', { moment: formatMoment(expiresAt, lang), time }) : t('holdUntil', { clock: formatClock(expiresAt, lang), time });
  return (
    <p className="rounded-md bg-amber-50 px-4 py-3 font-medium text-amber-950" data-testid="hold-countdown">
      {/* Announced once, not every second. */}
      <span aria-live="off" suppressHydrationWarning>
        {withClock ? heldUntil : t('holdLeft', { time })}
      </span>
    </p>
  );
}
