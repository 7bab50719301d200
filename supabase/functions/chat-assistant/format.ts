import { getEnv } from '../_shared/env.ts';
import { priceFromCents, type Departure, type Lang, type Trip } from './catalogue.ts';
import { guaranteeText } from './shop-texts.ts';
import { text } from './texts.ts';

const LOCALE: Record<Lang, string> = { en: 'en-GB', es: 'es-ES' };

/** Whole euro grouped by thousands: "1,440" / "1.440" (written by hand: "es" would not group four digits). */
export function formatEuros(cents: number, lang: Lang): string {
  const euros = String(Math.round(cents / 100));
  return euros.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'es' ? '.' : ',');
}

/** "Desde 1.440 €" / "From 1,440 €": the form the widget highlights. */
export function priceLabel(cents: number, lang: Lang): string {
  return `${text(lang).from} ${formatEuros(cents, lang)} €`;
}

export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/** Relative links work wherever the widget runs; CHAT_SITE_URL makes them absolute for other clients. */
export function tripUrl(trip: Pick<Trip, 'id' | 'slug'>, lang: Lang): string {
  const site = (getEnv('CHAT_SITE_URL') ?? '').replace(/\/+$/, '');
  return `${site}/${lang}/travel/${trip.id}/${trip.slug}`;
}

export function pageUrl(path: string, lang: Lang): string {
  const site = (getEnv('CHAT_SITE_URL') ?? '').replace(/\/+$/, '');
  return `${site}/${lang}/${path}`;
}

/** The contact form at its own address in each language (/en/contact, /es/contacto). */
export function contactUrl(lang: Lang): string {
  return pageUrl(lang === 'es' ? 'contacto' : 'contact', lang);
}

export function whatsappUrl(): string {
  const number = (getEnv('WHATSAPP_NUMBER') ?? getEnv('NEXT_PUBLIC_WHATSAPP_NUMBER') ?? '34600000123').replace(/\D/g, '');
  return `https://wa.me/${number}`;
}

export function departureLabel(departure: Departure, lang: Lang): string {
  const t = text(lang);
  const places = departure.places_left === 1 ? t.lastSpot : t.spots(departure.places_left);
  // A guaranteed departure says so; one that is not yet is told in the trip page's words when asked (get_departures).
  const guaranteed = departure.guaranteed ? `, ${guaranteeText(lang, departure)}` : '';
  return `${formatDate(departure.start_date, lang)} (${places}, ${formatEuros(departure.price_cents, lang)} €${guaranteed})`;
}

export function tripBlock(trip: Trip, departures: Departure[], lang: Lang, showDepartures: boolean): string {
  const t = text(lang);
  const discount = trip.discount_percent > 0 ? ` (-${trip.discount_percent}%)` : '';
  const facts = [
    t.days(trip.duration_days),
    t.level(trip.difficulty),
    t.group[trip.group_type],
    `${priceLabel(priceFromCents(trip), lang)}${discount}`,
  ].join(' · ');
  const shown = departures.slice(0, showDepartures ? 3 : 1);
  const when =
    shown.length === 0
      ? t.noDepartures
      : `${showDepartures ? t.nextDepartures : t.nextDeparture}: ${shown.map((d) => departureLabel(d, lang)).join('; ')}`;
  const where = [trip.country_name, trip.activity_name].filter(Boolean).join(' · ');
  return `**${trip.title}** (${where})\n${facts}\n${when}\n${tripUrl(trip, lang)}`;
}
