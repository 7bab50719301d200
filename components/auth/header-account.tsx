import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { FavoritesLink } from '@/components/favorites/favorites-link';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { AccountButton } from './account-button';

/**
 * The header's personal controls: the favorites count and the account button. Both are client leaves that learn the
 * visitor's state in the browser, so the page around them stays the same static HTML for everyone.
 */
export async function HeaderAccount({ lang }: { lang: Locale }) {
  const [messages, t] = await Promise.all([getMessages(), getTranslations('Header')]);
  const account = pagePath(lang, 'account');
  return (
    <NextIntlClientProvider messages={{ Auth: messages.Auth, Favorites: { count: messages.Favorites.count } }}>
      <FavoritesLink href={`${account}#favorites`} />
      <AccountButton accountHref={account} label={t('account')} />
    </NextIntlClientProvider>
  );
}
