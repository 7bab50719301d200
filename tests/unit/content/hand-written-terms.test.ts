import { handWrittenTerms } from '@/lib/content/hand-written-terms';
import { blogPosts } from '@/supabase/seed/content/blog';
import { faqs, practicalInfo } from '@/supabase/seed/build/trip-text';
import { allTrips } from '@/supabase/seed/trips';
import { bookingTerms } from '@/supabase/seed/trips/terms';
import { langs } from '@/supabase/seed/types';

/** Every text of a seed trip a page shows, in one language, as the generator writes it into trip_translations. */
function tripTexts(lang: 'en' | 'es'): [string, string][] {
  return allTrips().flatMap((t) =>
    [
      t.title[lang], t.summary[lang], t.intro[lang], ...t.highlights[lang], ...t.includes[lang], ...t.excludes[lang],
      ...t.days.flatMap((d) => d[lang]), practicalInfo(lang, t), ...faqs(lang, t).flatMap((f) => [f.question, f.answer]),
      bookingTerms(t).notes?.[lang] ?? '',
    ].map((text) => [`trip ${t.id} (${t.key}) ${lang}`, text] as [string, string]),
  );
}

describe('free text states no deposit, balance or fee number by hand (issue 46)', () => {
  it.each([
    ['the old practical information', 'Payment: pay in full, or a 30% deposit today and the balance 45 days before departure.'],
    ['its Spanish', 'Pago: abona el total o un depósito del 30% hoy y el resto 45 días antes de la salida.'],
    ['a fee in an FAQ', 'If you cancel less than a month before, you lose 50% of the price.'],
    ['a Spanish fee', 'Los gastos de cancelación son del 20% hasta 90 días antes.'],
    ['a balance in days', 'The balance is due 60 days before departure.'],
    ['a señal', 'Reserva con una señal del 25 por ciento.'],
    ['a mistyped placeholder', 'Payment: {{paymnet}}'],
  ])('flags %s', (_what, text) => {
    expect(handWrittenTerms(text)).not.toEqual([]);
  });

  it.each([
    ['a placeholder', 'Payment: {{payment}} {{cancellation}}'],
    ['a summit success rate', 'About 93% of climbers reach Uhuru Peak; the extra day makes the difference.'],
    ['a supplier\'s rule about permits', 'Trekking permits are bought 30 days before departure and cannot be refunded after that.'],
    ['a day count of the itinerary', 'Six hours of walking, 1,000 m of ascent, eight days in a row.'],
  ])('lets %s through', (_what, text) => {
    expect(handWrittenTerms(text)).toEqual([]);
  });

  it('finds none in the seed: trips in both languages and the blog', () => {
    const texts = [
      ...langs.flatMap(tripTexts),
      ...blogPosts.flatMap((p) => langs.flatMap((lang) => [p.title[lang], p.excerpt[lang], p.body[lang]].map((text) => [`post ${p.key} ${lang}`, text] as [string, string]))),
    ];
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.flatMap(([where, text]) => handWrittenTerms(text).map((found) => `${where}: ${found.clause}`))).toEqual([]);
  });
});
