import { activities } from '../content/activities';
import { blogPosts } from '../content/blog';
import { countries, countryByIso } from '../content/countries';
import { courses } from '../content/courses';
import { places } from '../content/places';
import { allSponsorLogos } from '../content/sponsors';
import { planDepartures } from '../build/departures';
import { seedReviewPhotoPaths, seedReviewPhotos } from '../build/reviews';
import { mediaPaths } from '../media-paths';
import type { Trip } from '../trips';
import type { ImageTheme } from '../types';
import { isoBadgeSvg, sponsorLogoSvg } from './brand';
import { logoMarkSvg, logoSvg } from './logo';

export type ImageJob =
  | { path: string; kind: 'scene'; theme: ImageTheme; seed: string; width: number; height: number; label?: string }
  | { path: string; kind: 'png'; svg: string; scale?: number }
  | { path: string; kind: 'svg'; svg: string };

const course: ImageTheme[] = ['peaks', 'snow', 'hills', 'sea', 'forest'];

/** Every file the seed refers to, and nothing else. */
export function planImages(trips: Trip[]): ImageJob[] {
  const scene = (path: string, theme: ImageTheme, seed: string, width: number, height: number, label?: string): ImageJob =>
    ({ path, kind: 'scene', theme, seed, width, height, label });
  return [
    ...countries.flatMap((c) => [
      scene(mediaPaths.countryPhoto(c.slug), c.theme, c.slug, 800, 600),
      scene(mediaPaths.countryBanner(c.slug), c.theme, `${c.slug}-banner`, 1200, 800, c.name.en),
    ]),
    ...activities.flatMap((a) => [
      scene(mediaPaths.activityPhoto(a.slug), a.theme, a.slug, 800, 600),
      scene(mediaPaths.activityBanner(a.slug), a.theme, `${a.slug}-banner`, 1200, 800),
    ]),
    ...trips.map((t) => scene(mediaPaths.tripHero(t.key), t.theme, t.key, 1200, 800, t.stops[t.stops.length - 1]?.name ?? countryByIso(t.country).name.en)),
    ...places.map((p) => scene(mediaPaths.place(p.slug), p.theme, p.slug, 800, 600, p.name.en)),
    ...blogPosts.map((b) => scene(mediaPaths.blogCover(b.slug.en), b.theme, b.key, 1200, 800)),
    ...courses.map((c, i) => scene(mediaPaths.courseCover(c.slug.en), course[i % course.length] ?? 'peaks', c.slug.en, 800, 600)),
    ...allSponsorLogos().map((s): ImageJob => ({ path: mediaPaths.sponsorLogo(s.slug), kind: 'png', svg: sponsorLogoSvg(s) })),
    { path: mediaPaths.isoBadge('en'), kind: 'png', svg: isoBadgeSvg('en') },
    { path: mediaPaths.isoBadge('es'), kind: 'png', svg: isoBadgeSvg('es') },
    { path: mediaPaths.logo, kind: 'svg', svg: logoSvg() },
    { path: mediaPaths.logoMark, kind: 'svg', svg: logoMarkSvg() },
    { path: mediaPaths.logoPng, kind: 'png', svg: logoSvg(), scale: 1.5 },
    { path: mediaPaths.logoMarkPng, kind: 'png', svg: logoMarkSvg(), scale: 1.5 },
    ...seedReviewPhotos(trips, planDepartures(trips)).flatMap((p) =>
      seedReviewPhotoPaths(p.id).map((path) => scene(path, p.theme, `review-photo:${p.id}`, p.width, p.height))),
  ];
}
