'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** What the segment's error page says (Common.errorLoadingPage, Common.retry), formatted on the server by the layout. */
export interface ErrorTexts {
  heading: string;
  retry: string;
}

const Texts = createContext<ErrorTexts | null>(null);

/**
 * Hands the error page its two texts. Next renders `error.tsx` with nothing but the error, and a whole message
 * provider (next-intl's, with its formatting runtime) on every page for these two strings cost more than the page's
 * own client code in some cases; this costs a context.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <Texts value={texts}>{children}</Texts>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(Texts);
  if (!texts) throw new Error('useErrorTexts needs the layout\'s ErrorTextsProvider');
  return texts;
}
