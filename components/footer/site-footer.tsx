import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import type { CarouselSponsor, Sponsor } from '@/lib/data/catalogue';
import { storageUrl } from '@/lib/env';
import { Link } from '@/lib/i18n/link';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { ReviewWidget } from './review-widget';
import { SponsorCarousel } from './sponsor-carousel';

/** Activity shortcuts by their fixed ids (hiking, ski, mountaineering, sailing, tourism, trail). */
const shortcuts = [
  [15, 'hiking'], [17, 'ski'], [16, 'mountaineering'], [19, 'sailing'], [20, 'tourism'], [21, 'trail'],
] as const;

const Column = ({ title, children }: { title: string; children: ReactNode }) => (
  <div>
    <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h2>
    <ul className="space-y-2 touch:space-y-0">{children}</ul>
  </div>
);
const linkText = 'text-slate-700 hover:text-brand-700 hover:underline';
const linkClass = `tap-target ${linkText}`;
/** A column's links take its whole width, and on a touch screen 44 px of height each. */
const columnLinkClass = `block touch:py-3 ${linkText}`;

export async function SiteFooter({
  lang,
  sponsors,
  carouselSponsors,
}: {
  lang: Locale;
  sponsors: Sponsor[];
  carouselSponsors: CarouselSponsor[];
}) {
  const [t, tc] = await Promise.all([getTranslations('Footer'), getTranslations('Common')]);
  const isoSrc = storageUrl(site.isoImage[lang]);
  const social = [
    ['Facebook', site.social.facebook], ['Instagram', site.social.instagram],
    ['YouTube', site.social.youtube], ['LinkedIn', site.social.linkedin],
  ] as const;
  return (
    <footer className="site-footer mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-10">
        <ReviewWidget lang={lang} />
        <section aria-labelledby="support-title">
          <h2 id="support-title" className="text-center text-lg font-semibold">
            {t('support')}
          </h2>
          <SponsorCarousel
            labels={{ loading: t('loadingSponsors'), list: t('support'), pause: t('pauseSponsors'), play: t('playSponsors') }}
            sponsors={carouselSponsors.map((s) => ({ id: s.id, name: s.name, logo: storageUrl(s.url) }))}
          />
        </section>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
          <div className="space-y-3 touch:space-y-6 lg:col-span-2">
            <p className="text-slate-700">{t('blurb', { name: site.name })}</p>
            <p>
              <a href={`mailto:${site.email}`} className={linkClass}>{site.email}</a>
            </p>
            <p>
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>{site.phone}</a>
            </p>
            <ul aria-label={t('follow')} className="flex flex-wrap gap-3 touch:gap-y-6">
              {social.map(([name, href]) => (
                <li key={name}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {name} <span className="sr-only">{tc('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
            <Link href={pagePath(lang, 'certifications')} className="inline-block">
              {/* eslint-disable-next-line @next/next/no-img-element -- a 96 px badge served as it is from Storage: the optimizer would add a hop for nothing */}
              {isoSrc ? <img src={isoSrc} alt={t('isoAlt')} width={96} height={96} loading="lazy" className="h-24 w-24 object-contain" /> : t('isoAlt')}
            </Link>
          </div>
          <Column title={t('quickLinks')}>
            <li><Link href={pagePath(lang, 'activities')} className={columnLinkClass}>{t('activities')}</Link></li>
            <li><Link href={pagePath(lang, 'destinations')} className={columnLinkClass}>{t('destinations')}</Link></li>
            <li><Link href="/blog" className={columnLinkClass}>{t('blog')}</Link></li>
            <li><Link href={pagePath(lang, 'places')} className={columnLinkClass}>{t('places')}</Link></li>
            <li><Link href={pagePath(lang, 'courses')} className={columnLinkClass}>{t('courses')}</Link></li>
            <li><Link href={pagePath(lang, 'private-adventures')} className={columnLinkClass}>{t('privateAdventures')}</Link></li>
          </Column>
          <Column title={t('activities')}>
            {shortcuts.map(([id, key]) => (
              <li key={id}><Link href={`/activity/${id}`} className={columnLinkClass}>{t(key)}</Link></li>
            ))}
          </Column>
          <Column title={t('sponsors')}>
            {sponsors.map((s) => {
              const logo = storageUrl(s.url);
              return (
                <li key={s.id}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- sponsor logos are small PNGs served as they are from Storage */}
                  {logo ? <img src={logo} alt={s.name} loading="lazy" className="h-10 w-auto object-contain" /> : s.name}
                </li>
              );
            })}
          </Column>
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <ul aria-label={t('legal')} className="flex flex-wrap gap-4 touch:gap-y-6">
            <li><Link href={pagePath(lang, 'privacy-policy')} className={linkClass}>{t('privacy')}</Link></li>
            <li><Link href={pagePath(lang, 'cookies-policy')} className={linkClass}>{t('cookies')}</Link></li>
            <li><ConsentSettingsButton label={t('cookieSettings')} className={`${linkClass} cursor-pointer`} /></li>
            <li><Link href={pagePath(lang, 'terms-and-conditions')} className={linkClass}>{t('terms')}</Link></li>
          </ul>
          <p className="text-slate-600">{t('copyright', { name: site.name, year: String(new Date().getFullYear()) })}</p>
        </div>
      </div>
    </footer>
  );
}
