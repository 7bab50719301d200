import type { Locale } from '@/lib/i18n/routing';

/** Site facts in one place, overridable by environment variables (every one is listed in .env.example). */
type PerLanguage = Record<Locale, string>;

const env = (name: string, fallback: string): string => {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
};

const perLanguage = (name: string, fallback: PerLanguage): PerLanguage => ({
  en: env(`${name}_EN`, fallback.en),
  es: env(`${name}_ES`, fallback.es),
});

export interface SiteConfig {
  name: string;
  url: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  /** The external level quiz per language; empty: not configured, and no link to it is shown. */
  quizUrl: PerLanguage;
  /** An external course site per language; empty: the shop's own course library is linked instead. */
  coursesUrl: PerLanguage;
  social: { facebook: string; instagram: string; youtube: string; linkedin: string };
  reviews: { widgetScriptUrl: string; widgetId: string; profileUrl: string };
  isoImage: PerLanguage;
  /** Storage paths (or absolute URLs) of the logo: mark and wordmark, and the mark alone. */
  logo: { full: string; mark: string };
  /** A statistics script, loaded only for visitors who allow analytics; empty: none. */
  analyticsScriptUrl: string;
  isPreview: boolean;
}

export const site: SiteConfig = {
  name: env('NEXT_PUBLIC_SITE_NAME', 'Altitud Adventures'),
  url: env('NEXT_PUBLIC_SITE_URL', 'http://localhost:3000').replace(/\/+$/, ''),
  email: env('NEXT_PUBLIC_SITE_EMAIL', 'hello@altitud-adventures.example'),
  phone: env('NEXT_PUBLIC_SITE_PHONE', '+34 930 000 123'),
  whatsappNumber: env('NEXT_PUBLIC_WHATSAPP_NUMBER', '34600000123').replace(/\D/g, ''),
  // Optional external sites, none by default: without a quiz the menu has no "Your Level", and without a course
  // site "Online Courses" opens the shop's own course library.
  quizUrl: perLanguage('NEXT_PUBLIC_QUIZ_URL', { en: '', es: '' }),
  coursesUrl: perLanguage('NEXT_PUBLIC_COURSES_URL', { en: '', es: '' }),
  social: {
    facebook: env('NEXT_PUBLIC_FACEBOOK_URL', 'https://www.facebook.com/altitudadventures'),
    instagram: env('NEXT_PUBLIC_INSTAGRAM_URL', 'https://www.instagram.com/altitudadventures'),
    youtube: env('NEXT_PUBLIC_YOUTUBE_URL', 'https://www.youtube.com/@altitudadventures'),
    linkedin: env('NEXT_PUBLIC_LINKEDIN_URL', 'https://www.linkedin.com/company/altitudadventures'),
  },
  reviews: {
    // Empty: no third-party script is loaded. The figures shown beside it are the shop's own verified reviews
    // (lib/data/reviews.ts getReviewSummary), never configured.
    widgetScriptUrl: env('NEXT_PUBLIC_REVIEW_WIDGET_SCRIPT_URL', ''),
    widgetId: env('NEXT_PUBLIC_REVIEW_WIDGET_ID', ''),
    // The public page of the reviews; empty: the figures are shown without a "Read our reviews" link.
    profileUrl: env('NEXT_PUBLIC_REVIEW_PROFILE_URL', ''),
  },
  isoImage: perLanguage('NEXT_PUBLIC_ISO_IMAGE', { en: 'media/brand/iso-en.png', es: 'media/brand/iso-es.png' }),
  logo: { full: env('NEXT_PUBLIC_LOGO', 'media/brand/logo.png'), mark: env('NEXT_PUBLIC_LOGO_MARK', 'media/brand/logo-mark.png') },
  analyticsScriptUrl: env('NEXT_PUBLIC_ANALYTICS_SCRIPT_URL', ''),
  isPreview: process.env.VERCEL_ENV === 'preview' || process.env.DEPLOYMENT_ENV === 'preview',
};

export const whatsappUrl = (number = site.whatsappNumber) => `https://wa.me/${number}`;
