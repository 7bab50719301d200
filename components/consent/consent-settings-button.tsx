'use client';

import { openConsentSettings } from '@/lib/consent/store';

/** Opens the cookie settings again (footer, cookie policy page). */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={openConsentSettings} className={className}>
      {label}
    </button>
  );
}
