import type { ReactNode } from 'react';

/**
 * A page-level message of the booking journey (booking not found, hold ended, nothing to pay) with its way out, and
 * an optional heading above it.
 */
export function BookingNotice({ text, heading, children, tone = 'info' }: { text: string; heading?: ReactNode; children?: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
      {heading}
      <p role={tone === 'error' ? 'alert' : undefined} className={`rounded-md p-4 text-lg ${tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-brand-50 text-slate-900'}`}>{text}</p>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

export const primaryButton = 'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white';
export const secondaryButton = 'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold';
