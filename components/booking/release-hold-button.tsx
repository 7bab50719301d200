import type { Locale } from '@/lib/i18n/routing';
import { releaseHoldAction } from './actions';

/** Gives the held places back and returns to the departure picker (a form, so it works before hydration too). */
export function ReleaseHoldButton({ reference, accessKey, lang, label }: { reference: string; accessKey: string | null; lang: Locale; label: string }) {
  return (
    <form action={releaseHoldAction.bind(null, reference, accessKey, lang)}>
      <button type="submit" className="min-h-11 text-sm font-semibold text-brand-700 underline">{label}</button>
    </form>
  );
}
