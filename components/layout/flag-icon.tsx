import type { Locale } from '@/lib/i18n/routing';

/** Flags drawn as SVG: emoji flags are missing from many systems' fonts (Windows shows letters, headless a box). */
export function FlagIcon({ lang, className = 'h-3.5 w-5' }: { lang: Locale; className?: string }) {
  if (lang === 'es') {
    return (
      <svg viewBox="0 0 30 20" className={className} aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#aa151b" />
        <rect y="5" width="30" height="10" fill="#f1bf00" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 30" className={className} aria-hidden="true" focusable="false">
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}
