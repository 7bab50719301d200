'use client';

import { useEffect, useRef } from 'react';
import type { FormMeta } from '@/lib/forms/spam';
import { formTicketAction } from './actions';

/**
 * The quiet spam checks of a form: a ticket the server signs when the form appears (robots post at once, and the
 * server measures the time itself) and a honeypot input that people never see or reach (off screen, hidden from
 * assistive technology, out of the tab order), which robots fill in.
 */
export function useSpamGuard() {
  const ticket = useRef('');
  const trapRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let current = true;
    formTicketAction()
      .then((issued) => {
        if (current) ticket.current = issued;
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  const meta = (): FormMeta => ({ trap: trapRef.current?.value ?? '', ticket: ticket.current });
  return { trapRef, meta };
}

export function Honeypot({ trapRef }: { trapRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={trapRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
