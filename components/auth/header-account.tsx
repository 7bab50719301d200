import { getTranslations } from 'next-intl/server';
import { FavoritesLink } from '@/components/favorites/favorites-link';
import { countLabels } from '@/lib/i18n/count-label';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { AccountButton, type AccountButtonLabels } from './account-button';

/**
 * The header's personal controls: the favorites count and the account button. Both are client leaves that learn the
 * visitor's state in the browser, so the page around them stays the same static HTML for everyone. Their texts come
 * formatted from here; the sign-in form fetches its own (the Auth messages) when the dialog opens.
 */
export async function HeaderAccount({ lang }: { lang: Locale }) {
  const [t, ta, tc, tf] = await Promise.all([getTranslations('Header'), getTranslations('Auth'), getTranslations('Common'), getTranslations('Favorites')]);
  const account = pagePath(lang, 'account');
  const labels: AccountButtonLabels = {
    account: t('account'),
    myAccount: ta('myAccount'),
    close: ta('close'),
    loading: ta('loading'),
    // Formatted with its own placeholder, so the browser can put the address in.
    signedInAs: ta('signedInAs', { email: '{email}' }),
    signOut: ta('signOut'),
    signedOut: ta('signedOut'),
    confirmed: ta('confirmed'),
    emailChanged: ta('emailChanged'),
    emailChangePending: ta('emailChangePending'),
    linkInvalid: ta('linkInvalid'),
    accountDeleted: ta('accountDeleted'),
    failed: ta('errors.generic'),
    retry: tc('retry'),
  };
  return (
    <>
      <FavoritesLink href={`${account}#favorites`} labels={countLabels((count) => tf('count', { count }))} />
      <AccountButton lang={lang} accountHref={account} resetPasswordHref={`/${lang}${pagePath(lang, 'auth/reset-password')}`} labels={labels} />
    </>
  );
}
