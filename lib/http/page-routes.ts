import type { RouteIndex } from '@/lib/data/route-index';
import { aliasedPageOf } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { coursePath } from '@/lib/courses/catalogue';
import { tripPath } from '@/lib/trip-path';

/**
 * Every page and route under /{lang}: its folder under app/[lang], a dynamic segment written [name]. The catch-all
 * not-found route is not one of them. A unit test compares this list with the folders, so a new page fails the tests
 * until it is listed here.
 */
export const LANG_ROUTES = [
  '',
  'account',
  'account/bookings/[reference]',
  'account/bookings/[reference]/calendar.ics',
  'account/bookings/[reference]/invoice.pdf',
  'account/bookings/[reference]/receipts/[payment]',
  'account/export',
  'activities',
  'activity/[id]',
  'auth/confirm',
  'auth/reset-password',
  'blog',
  'blog/[id]',
  'blog/page/[page]',
  'certifications',
  'checkout',
  'checkout/error',
  'checkout/success',
  'contact',
  'cookies-policy',
  'country/[id]',
  'courses',
  'courses/[id]/[slug]',
  'courses/[id]/[slug]/certificate.pdf',
  'courses/[id]/[slug]/lessons/[lesson]',
  'destinations',
  'how-it-works',
  'payment',
  'payment/course',
  'place/[id]',
  'places',
  'privacy-policy',
  'private-adventures',
  'random-trip',
  'share.png',
  'terms-and-conditions',
  'travel/[id]/[slug]',
  'travel/[id]/[slug]/book',
  'travel/[id]/[slug]/notes.pdf',
  'travel/[id]/[slug]/opengraph-image',
] as const;

export type LangRoute = (typeof LANG_ROUTES)[number];

/** The one fixed not-found page of each language, and the trips' own one ("Trip not found", with its own text). */
export const notFoundPath = (lang: Locale) => `/${lang}/404`;
export const tripNotFoundPath = (lang: Locale) => `/${lang}/travel/0/not-found`;

export interface RouteMatch {
  route: LangRoute;
  params: Record<string, string>;
}

const patterns = LANG_ROUTES.map((route) => ({ route, segments: route === '' ? [] : route.split('/') }));

/** The route a path (without its language prefix, already split and percent-decoded) names, if any. */
export function matchLangRoute(rest: string[]): RouteMatch | null {
  // One-segment aliases in either language are pages too: the routing table redirects or rewrites them.
  const aliased = rest.length === 1 ? aliasedPageOf(rest[0] ?? '') : undefined;
  if (aliased) return { route: aliased, params: {} };
  for (const { route, segments } of patterns) {
    if (segments.length !== rest.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const value = rest[i] ?? '';
      const name = /^\[(\w+)\]$/.exec(segment)?.[1];
      if (!name) return segment === value;
      params[name] = value;
      return value !== '';
    });
    if (matches) return { route, params };
  }
  return null;
}

/** Route ids are positive integers of at most nine digits (PostgreSQL's int holds them all). */
export const parseRouteId = (value: string | undefined): number | null => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

export type PathVerdict =
  | { kind: 'page' }
  | { kind: 'not-found'; path: string }
  | { kind: 'redirect'; path: string };

/** What the index says of a matched route: it exists, it does not, or a trip is asked for under a slug it no longer has. */
export function judgeRoute(lang: Locale, { route, params }: RouteMatch, index: RouteIndex): PathVerdict {
  const id = parseRouteId(params.id);
  const missing: PathVerdict = { kind: 'not-found', path: notFoundPath(lang) };
  switch (route) {
    case 'activity/[id]':
      return id !== null && index.activities[lang].has(id) ? { kind: 'page' } : missing;
    case 'country/[id]':
      return id !== null && index.countries[lang].has(id) ? { kind: 'page' } : missing;
    case 'blog/[id]':
      return id !== null && index.posts[lang].has(id) ? { kind: 'page' } : missing;
    case 'travel/[id]/[slug]':
    case 'travel/[id]/[slug]/book':
    case 'travel/[id]/[slug]/notes.pdf':
    case 'travel/[id]/[slug]/opengraph-image': {
      const trip = id === null ? undefined : index.trips.get(id);
      if (id === null || !trip || !trip.langs.has(lang)) return { kind: 'not-found', path: tripNotFoundPath(lang) };
      const slug = params.slug ?? '';
      if (Object.values(trip.slugs).includes(slug)) return { kind: 'page' };
      // An old or mistyped slug: one permanent move to the language's own address (the page keeps the other
      // language's slug, which the language switcher lands on).
      const suffix = route.slice('travel/[id]/[slug]'.length);
      return { kind: 'redirect', path: `/${lang}${tripPath(id, trip.slugs[lang] ?? Object.values(trip.slugs)[0] ?? slug)}${suffix}` };
    }
    case 'courses/[id]/[slug]':
    case 'courses/[id]/[slug]/certificate.pdf':
    case 'courses/[id]/[slug]/lessons/[lesson]': {
      const slug = id === null ? undefined : index.courses.get(id)?.[lang];
      if (id === null || slug === undefined) return missing;
      const suffix = route.endsWith('certificate.pdf') ? '/certificate.pdf' : route.endsWith('[lesson]') ? `/lessons/${params.lesson ?? ''}` : '';
      if (route.endsWith('[lesson]') && parseRouteId(params.lesson) === null) return missing;
      return params.slug === slug ? { kind: 'page' } : { kind: 'redirect', path: `/${lang}${coursePath(lang, id, slug)}${suffix}` };
    }
    default:
      return { kind: 'page' };
  }
}

/** Whether answering needs the index (only the routes with an id do). */
export const needsIndex = ({ route }: RouteMatch) => route.includes('[id]');
