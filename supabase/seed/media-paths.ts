/** Storage object paths (`bucket/path`) stored in the database; files live at supabase/storage/<path>. */
export const mediaPaths = {
  countryPhoto: (slug: string) => `media/countries/${slug}.jpg`,
  countryBanner: (slug: string) => `media/countries/${slug}-banner.jpg`,
  activityPhoto: (slug: string) => `media/activities/${slug}.jpg`,
  activityBanner: (slug: string) => `media/activities/${slug}-banner.jpg`,
  tripHero: (key: string) => `media/trips/${key.replace(/--/g, '-')}.jpg`,
  place: (slug: string) => `media/places/${slug}.jpg`,
  blogCover: (slug: string) => `media/blog/${slug}.jpg`,
  courseCover: (slug: string) => `media/courses/${slug}.jpg`,
  sponsorLogo: (slug: string) => `media/sponsors/${slug}.png`,
  isoBadge: (lang: 'en' | 'es') => `media/brand/iso-${lang}.png`,
  logo: 'media/brand/logo.svg',
  logoMark: 'media/brand/logo-mark.svg',
  /** The same, drawn at 1.5x for the header: a PNG costs the page no SVG document of its own. */
  logoPng: 'media/brand/logo.png',
  logoMarkPng: 'media/brand/logo-mark.png',
};
