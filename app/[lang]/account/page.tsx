import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountSignIn } from '@/components/account/account-sign-in';
import { BookingsList } from '@/components/account/bookings-list';
import { DeleteAccountForm, SignOutButton } from '@/components/account/data-controls';
import { FavoritesList } from '@/components/account/favorites-list';
import { ProfileForm } from '@/components/account/profile-form';
import { ChangeEmailForm, ChangePasswordForm } from '@/components/account/security-forms';
import { MyCourses } from '@/components/courses/my-courses';
import { PageHeader } from '@/components/ui/page-header';
import { claimGuestBookings, getAccountBookings, getProfile } from '@/lib/data/account';
import { currentUser } from '@/lib/data/current-user';
import { getFavoriteTrips } from '@/lib/data/favorites';
import { pageLocale } from '@/lib/i18n/page-locale';
import { safeLocalPath } from '@/lib/i18n/safe-path';

// Personal: rendered per request for the signed-in traveller, never cached or prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/account'>): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('Account');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4 border-t border-slate-200 py-8">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default async function AccountPage({ params, searchParams }: PageProps<'/[lang]/account'>) {
  const lang = await pageLocale(params);
  const [t, messages, user, query] = await Promise.all([getTranslations('Account'), getMessages(), currentUser(), searchParams]);
  const clientMessages = { Auth: messages.Auth, Account: messages.Account };
  // Signing in from elsewhere (a course plan) comes back here with `next`; once signed in, the traveller goes back
  // there. The page re-renders on sign-in (the header's session listener refreshes it), which sends them on.
  const next = typeof query.next === 'string' ? safeLocalPath(query.next, '') : '';
  if (user && next.startsWith(`/${lang}/`)) redirect(next);

  if (!user) {
    return (
      <>
        <PageHeader title={t('signInTitle')} intro={t('signInIntro')} />
        <div className="mx-auto max-w-md px-4 py-10">
          <NextIntlClientProvider messages={clientMessages}>
            <AccountSignIn />
          </NextIntlClientProvider>
        </div>
      </>
    );
  }

  // Bookings made as a guest since the last visit join the account before it is shown.
  await claimGuestBookings().catch((error: unknown) => console.error('[account] guest bookings:', (error as Error).message));
  const [profile, bookings, favorites] = await Promise.all([getProfile(user.id, lang), getAccountBookings(lang), getFavoriteTrips(lang)]);
  const sections = ['profile', 'bookings', 'courses', 'favorites', 'security', 'data'] as const;
  return (
    <>
      <PageHeader title={t('title')}>
        {/* An address is one long word: it may break anywhere rather than widen a phone's screen. */}
        <p className="mt-3 text-lg text-brand-100 [overflow-wrap:anywhere]">{t('signedInAs', { email: user.email ?? '' })}</p>
        <nav aria-label={t('title')} className="mt-6 flex flex-wrap gap-2">
          {sections.map((id) => (
            <a key={id} href={`#${id}`} className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 text-sm font-medium hover:bg-white/20">
              {t(`sections.${id}`)}
            </a>
          ))}
        </nav>
      </PageHeader>
      <NextIntlClientProvider messages={clientMessages}>
        <div className="mx-auto max-w-4xl px-4 pb-12">
          <Section id="profile" title={t('sections.profile')}>
            <ProfileForm initial={profile} />
          </Section>
          <Section id="bookings" title={t('sections.bookings')}>
            <BookingsList bookings={bookings} lang={lang} />
          </Section>
          <Section id="courses" title={t('sections.courses')}>
            <MyCourses lang={lang} />
          </Section>
          <div id="favorites" className="scroll-mt-24 border-t border-slate-200 [&>section]:px-0">
            <FavoritesList trips={favorites} lang={lang} title={t('sections.favorites')} />
          </div>
          <Section id="security" title={t('sections.security')}>
            <div className="grid gap-8 md:grid-cols-2">
              <ChangeEmailForm current={user.email ?? ''} pending={user.new_email ?? null} />
              <ChangePasswordForm />
            </div>
          </Section>
          <Section id="data" title={t('sections.data')}>
            <p className="text-slate-700">{t('data.intro')}</p>
            <a href={`/${lang}/account/export`} download className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold" data-testid="account-export">
              {t('data.download')}
            </a>
            <DeleteAccountForm homeHref={`/${lang}`} />
          </Section>
          <div className="border-t border-slate-200 pt-8">
            <SignOutButton label={t('signOut')} />
          </div>
        </div>
      </NextIntlClientProvider>
    </>
  );
}
