import { activities } from '../content/activities';
import { countries, countryByIso } from '../content/countries';
import { places } from '../content/places';
import { carouselSponsors, sponsors } from '../content/sponsors';
import { assertBiMax } from '../limits';
import { mediaPaths } from '../media-paths';
import { insert } from '../sql';
import { langs } from '../types';

export function countriesSql(): string {
  const rows = countries.map((c) => ({
    id: c.id,
    iso_code: c.iso,
    photo_path: mediaPaths.countryPhoto(c.slug),
    banner_path: mediaPaths.countryBanner(c.slug),
    published: true,
  }));
  const translations = countries.flatMap((c) =>
    langs.map((lang) => ({
      country_id: c.id,
      lang,
      name: c.name[lang],
      titulo_60: assertBiMax(`${c.slug} titulo_60`, c.titulo60, 60)[lang],
      desc_150: assertBiMax(`${c.slug} desc_150`, c.desc150, 150)[lang],
      description: c.description[lang],
    })),
  );
  return insert('countries', rows) + insert('country_translations', translations);
}

export function activitiesSql(): string {
  const rows = activities.map((a) => ({
    id: a.id,
    photo_path: mediaPaths.activityPhoto(a.slug),
    banner_path: mediaPaths.activityBanner(a.slug),
    published: true,
  }));
  const translations = activities.flatMap((a) =>
    langs.map((lang) => ({
      activity_id: a.id,
      lang,
      name: a.name[lang],
      titulo_60: assertBiMax(`${a.slug} titulo_60`, a.titulo60, 60)[lang],
      desc_150: assertBiMax(`${a.slug} desc_150`, a.desc150, 150)[lang],
      description: a.description[lang],
    })),
  );
  return insert('activities', rows) + insert('activity_translations', translations);
}

export function sponsorsSql(): string {
  const row = (s: (typeof sponsors)[number]) => ({
    id: s.id,
    name: s.name,
    url: mediaPaths.sponsorLogo(s.slug),
    website: s.website,
  });
  return insert('sponsors', sponsors.map(row)) + insert('carousel_sponsors', carouselSponsors.map(row));
}

export function placesSql(): string {
  const rows = places.map((p) => ({
    id: p.id,
    country_id: countryByIso(p.country).id,
    activity_id: p.activity,
    photo_path: mediaPaths.place(p.slug),
    published: true,
  }));
  const translations = places.flatMap((p) =>
    langs.map((lang) => ({
      place_id: p.id,
      lang,
      name: p.name[lang],
      summary: p.summary[lang],
      description: p.description[lang],
    })),
  );
  return insert('places', rows, { overriding: true }) + insert('place_translations', translations);
}
