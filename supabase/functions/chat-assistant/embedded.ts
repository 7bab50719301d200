import type { Catalogue } from './catalogue.ts';
import { pageUrl, tripBlock, whatsappUrl } from './format.ts';
import { detectIntent } from './intent.ts';
import { closestTrips, findTrips, type TripMatch } from './matcher.ts';
import { text } from './texts.ts';

const SHOWN = 5;

function blocks(matches: TripMatch[], catalogue: Catalogue, showDepartures: boolean): string {
  return matches.map((m) => tripBlock(m.trip, m.departures, catalogue.lang, showDepartures)).join('\n\n');
}

/** The assistant without a model: answers from the catalogue itself, in the visitor's language. */
export function embeddedAnswer(message: string, catalogue: Catalogue): string {
  const t = text(catalogue.lang);
  const contact = pageUrl('contact', catalogue.lang);
  const intent = detectIntent(message, catalogue);
  switch (intent.kind) {
    case 'greeting':
      return t.greeting;
    case 'thanks':
      return t.thanks;
    case 'contact':
      return t.contact(contact, whatsappUrl());
    case 'unknown':
      return t.unknown(contact, whatsappUrl());
    case 'browse': {
      const top = findTrips(catalogue, intent.query).slice(0, SHOWN);
      return `${t.browse}\n\n${blocks(top, catalogue, intent.query.wantsDepartures)}\n\n${t.moreHelp}`;
    }
    case 'search': {
      const { query } = intent;
      const found = findTrips(catalogue, query);
      const showDepartures = query.wantsDepartures || query.months.length > 0 || query.tripIds.length > 0;
      if (found.length > 0) {
        const shown = found.slice(0, SHOWN);
        return `${t.found(found.length, shown.length)}\n\n${blocks(shown, catalogue, showDepartures)}\n\n${t.moreHelp}`;
      }
      const closest = closestTrips(catalogue, query).slice(0, 3);
      const help = t.contact(contact, whatsappUrl());
      if (closest.length === 0) return `${t.none} ${help}`;
      return `${t.none} ${t.closest}\n\n${blocks(closest, catalogue, showDepartures)}\n\n${help}`;
    }
  }
}
