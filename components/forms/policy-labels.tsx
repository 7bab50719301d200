import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/link';
import { pagePath, type StaticPage } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The acceptance label and the privacy note of a form, with links to the policies. The links open in a new tab so
 * that reading a policy never loses what the visitor has typed.
 */
export async function policyLabels(namespace: 'Contact' | 'PrivateAdventures', lang: Locale): Promise<{ accept: ReactNode; privacy: ReactNode }> {
  const [t, tc] = await Promise.all([getTranslations(namespace), getTranslations('Common')]);
  const link = (page: StaticPage) => function PolicyLink(chunks: ReactNode) {
    return (
      <Link href={pagePath(lang, page)} target="_blank" className="font-medium text-brand-700 underline">
        {chunks}
        <span className="sr-only"> {tc('newTab')}</span>
      </Link>
    );
  };
  return {
    accept: t.rich('accept', { cookies: link('cookies-policy'), terms: link('terms-and-conditions') }),
    privacy: t.rich('privacy', { privacy: link('privacy-policy') }),
  };
}
