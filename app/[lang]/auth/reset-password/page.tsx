import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { PageHeader } from '@/components/ui/page-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';

export async function generateMetadata({ params }: PageProps<'/[lang]/auth/reset-password'>): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('Auth');
  // Reached only from an e-mail; nothing here for search engines, and the page must not pass its address on.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** A personal page (lib/auth/personal-paths.ts): rendered per request with its own nonce, never stored. */
export const dynamic = 'force-dynamic';

/** The work happens in the browser, with the session the reset link opened. */
export default async function ResetPasswordPage({ params }: PageProps<'/[lang]/auth/reset-password'>) {
  const lang = await pageLocale(params);
  const [t, messages] = await Promise.all([getTranslations('Auth'), getMessages()]);
  return (
    <>
      <PageHeader title={t('newPasswordTitle')} />
      <div className="mx-auto max-w-md px-4 py-10">
        <NextIntlClientProvider messages={{ Auth: messages.Auth }}>
          <ResetPasswordForm lang={lang} accountHref={pagePath(lang, 'account')} />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
