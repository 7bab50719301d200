import { authors, guides, reviewTexts } from '../content/review-pool';
import { createRandom, hashSeed, intBetween, pick } from '../prng';
import { daysFromToday, insert, raw, type SqlValue } from '../sql';
import type { Trip } from '../trips';
import type { Lang } from '../types';

function rating(random: () => number): 2 | 3 | 4 | 5 {
  const r = random();
  if (r < 0.6) return 5;
  if (r < 0.89) return 4;
  if (r < 0.97) return 3;
  return 2;
}

function fill(text: string, t: Trip, lang: Lang, guide: string, place: string): string {
  return text.replace(/\{trip\}/g, t.title[lang]).replace(/\{guide\}/g, guide).replace(/\{place\}/g, place);
}

/** Three to five reviews a published trip, in both languages, written some time after a past trip. */
export function reviewsSql(trips: Trip[]): string {
  let nextId = 1;
  const rows: Record<string, SqlValue>[] = trips
    .filter((t) => t.published !== false)
    .flatMap((t, k) => {
      const random = createRandom(hashSeed(`reviews:${t.key}`));
      const count = 3 + (k % 3);
      return Array.from({ length: count }, (_, i) => {
        const lang: Lang = (i + k) % 2 === 0 ? 'en' : 'es';
        const stars = rating(random);
        const pool = reviewTexts[lang][stars];
        if (!pool) throw new Error(`No review texts for ${stars} stars in ${lang}`);
        const author = pick(random, authors[lang]);
        const guide = pick(random, guides[t.country] ?? ['our guide']);
        const place = pick(random, t.stops).name;
        const daysAgo = intBetween(random, 25, 700);
        return {
          id: nextId++,
          trip_id: t.id,
          author_name: author.name,
          author_country: author.country,
          lang,
          rating: stars,
          title: pick(random, pool.titles),
          body: fill(pick(random, pool.bodies), t, lang, guide, place),
          travelled_on: daysFromToday(-daysAgo),
          published: true,
          created_at: raw(`(current_date - ${daysAgo - 10})::timestamptz + interval '18 hours'`),
        };
      });
    });
  return insert('reviews', rows, { overriding: true });
}
