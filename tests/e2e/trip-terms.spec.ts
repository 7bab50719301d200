import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { pdfText } from './support/pdf-text';
import { rest } from './support/rest';
import { expectedClaims, htmlText, termsClaims, type Lang, type StoredTerms, type TermsClaims } from './support/terms-claims';

/**
 * One truth for the money terms (issue 46): every published trip page in both languages, its notes PDF and the
 * checkout of one of its departures state one deposit rule, one balance day count (or date) and one cancellation fee
 * table, the same in both languages and the same as the trip's columns. Pages are read as text, so a sentence typed
 * into a FAQ or the practical information counts as much as the terms section.
 */
interface TripRow extends StoredTerms {
  id: number;
}
interface Departure {
  id: number;
  trip_id: number;
  start_date: string;
  places_left: number;
  deposit_available: boolean;
  balance_due_on: string | null;
}

const LANGS: Lang[] = ['en', 'es'];
const LOCALE: Record<Lang, string> = { en: 'en-GB', es: 'es-ES' };
// Trips whose cached page other specs compare with the live availability: a hold would change their places left.
const LIVE_COMPARED = [1, 42];

const serviceHeaders = () => {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
};

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/rpc/${name}`, { method: 'POST', headers: serviceHeaders(), body: JSON.stringify(args) });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return path.endsWith('.pdf') ? pdfText(await response.body()) : htmlText(await response.text());
}

const withoutDates = (claims: TermsClaims): Omit<TermsClaims, 'balanceDates'> => {
  const { depositPercents, depositDays, balanceDays, feeTables, strayFees } = claims;
  return { depositPercents, depositDays, balanceDays, feeTables, strayFees };
};
const written = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`)).toLowerCase();

const trips = await rest<TripRow[]>('trips?select=id,deposit_percent,deposit_min_days,balance_due_days,cancellation_fees&published=eq.true&order=id', { service: true });
const slugs = await rest<{ id: number; lang: Lang; slug: string }[]>('trip_cards?select=id,lang,slug');
const pathOf = (id: number, lang: Lang) => `/${lang}/travel/${id}/${slugs.find((s) => s.id === id && s.lang === lang)?.slug}`;

test('every published trip is crawled', () => {
  expect(trips.length).toBeGreaterThan(10);
  for (const trip of trips) for (const lang of LANGS) expect(pathOf(trip.id, lang)).not.toMatch(/undefined$/);
});

for (const trip of trips) {
  test(`trip ${trip.id}: the page, the notes and checkout state its terms once, as stored, in both languages`, async ({ request }) => {
    const expected = expectedClaims(trip);
    const found: Record<string, TermsClaims> = {};
    for (const lang of LANGS) {
      found[`page ${lang}`] = termsClaims(await text(request, pathOf(trip.id, lang)), lang);
      found[`notes ${lang}`] = termsClaims(await text(request, `${pathOf(trip.id, lang)}/notes.pdf`), lang);
    }
    if (!LIVE_COMPARED.includes(trip.id)) {
      const departures = await rest<Departure[]>(`departure_availability?select=id,trip_id,start_date,places_left,deposit_available,balance_due_on&trip_id=eq.${trip.id}&bookable=eq.true&places_left=gte.3&order=places_left.desc,id.desc&limit=1`);
      const departure = departures[0];
      expect(departure, `a bookable departure of trip ${trip.id}`).toBeDefined();
      if (departure) {
        const hold = await rpc<{ reference: string; key: string }>('hold_places', { departure_id: departure.id, places: 1, lang: 'en', client_key: `trip-terms-${trip.id}-${Date.now()}` });
        try {
          for (const lang of LANGS) {
            const checkout = termsClaims(await text(request, `/${lang}/checkout?booking=${hold.reference}&key=${hold.key}`), lang);
            expect(checkout.balanceDates, `checkout ${lang}`).toEqual(departure.deposit_available && departure.balance_due_on ? [written(departure.balance_due_on, lang)] : []);
            found[`checkout ${lang}`] = checkout;
          }
        } finally {
          await rpc('release_hold', { reference: hold.reference, key: hold.key });
        }
      }
    }
    const wanted = Object.fromEntries(Object.keys(found).map((where) => [where, expected]));
    expect(Object.fromEntries(Object.entries(found).map(([where, claims]) => [where, withoutDates(claims)]))).toEqual(wanted);
  });
}

/**
 * One name per level (issue 46: "3 · Demanding" in the filter, "challenging (3/5)" on the page, "nivel 3/5 (moderado)"
 * in the chat): the search filter's option, the trip page's basics and practical information, and the assistant's
 * description of the trip say the same words.
 */
for (const lang of LANGS) {
  test(`a trip's level has one name in the filter, on its page and in the chat (${lang})`, async ({ request }) => {
    const [card] = await rest<{ id: number; title: string; difficulty: number }[]>(`trip_cards?select=id,title,difficulty&lang=eq.${lang}&id=eq.3`);
    expect(card).toBeDefined();
    const home = await (await request.get(`/${lang}`)).text();
    const filter = /<select[^>]*name="level"[^>]*>([\s\S]*?)<\/select>/.exec(home)?.[1] ?? '';
    const option = new RegExp(`<option value="${card?.difficulty}">([^<]+)</option>`).exec(filter)?.[1];
    expect(option, 'the level filter names the level').toBeTruthy();
    const page = htmlText(await (await request.get(pathOf(3, lang))).text()).replace(/\s+/g, ' ');
    const label = lang === 'en' ? 'Level' : 'Nivel';
    // The basics ("Level" over its value) and the practical information ("Level: ... .").
    expect(page).toContain(`${label} ${option} `);
    expect(page).toContain(`${label}: ${option}.`);
    const key = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '';
    const chat = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/functions/v1/chat-assistant`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: card?.title, language: lang }),
    });
    expect(((await chat.json()) as { response: string }).response).toContain(` · ${option} · `);
  });
}
