import type { RestClient } from '../_shared/rest.ts';
import type { Catalogue } from './catalogue.ts';
import { contactUrl, tripBlock, whatsappUrl } from './format.ts';
import { detectIntent } from './intent.ts';
import { policyAnswer } from './policy.ts';
import { searchCatalogue, type TripMatch } from './search.ts';
import { text } from './texts.ts';

const SHOWN = 5;

function blocks(matches: TripMatch[], catalogue: Catalogue, showDepartures: boolean): string {
  return matches.map((m) => tripBlock(m.trip, m.departures, catalogue.lang, showDepartures)).join('\n\n');
}

/** The assistant without a model: answers from the catalogue and the shop's content, in the visitor's language. */
export async function embeddedAnswer(message: string, catalogue: Catalogue, rest: RestClient): Promise<string> {
  const t = text(catalogue.lang);
  const contact = contactUrl(catalogue.lang);
  const intent = detectIntent(message);
  switch (intent.kind) {
    case 'greeting':
      return t.greeting;
    case 'thanks':
      return t.thanks;
    case 'contact':
      return t.contact(contact, whatsappUrl());
    case 'policy':
      return (await policyAnswer(rest, catalogue, { message, text: intent.text, topic: intent.topic })) ?? t.unknown(contact, whatsappUrl());
    case 'trips': {
      const sort = intent.cheapest ? 'price_asc' : 'relevance';
      const { found, total, capped, matches, months } = await searchCatalogue(rest, catalogue, message, { sort, shown: SHOWN });
      const understood = found.reading.chips.length > 0;
      const named = found.reading.text !== null && found.dropped === null;
      const showDepartures = intent.wantsDepartures || months.length > 0 || named;
      if (!understood && !named) {
        // Nothing of a trip in the message: popular (or cheapest) trips when asked for trips, else the team.
        if (!intent.browse && !intent.cheapest) return t.unknown(contact, whatsappUrl());
        return `${t.browse}\n\n${blocks(matches.slice(0, SHOWN), catalogue, intent.wantsDepartures)}\n\n${t.moreHelp}`;
      }
      // Words the search could not use ("expeditions", "please") do not count against what it understood.
      if (found.dropped === null || (found.dropped.kind === 'text' && understood)) {
        const shown = matches.slice(0, SHOWN);
        return `${t.found(total, shown.length, capped)}\n\n${blocks(shown, catalogue, showDepartures)}\n\n${t.moreHelp}`;
      }
      const help = t.contact(contact, whatsappUrl());
      const closest = found.dropped.kind === 'all' ? [] : matches.slice(0, 3);
      if (closest.length === 0) return `${t.none} ${help}`;
      return `${t.none} ${t.closest}\n\n${blocks(closest, catalogue, showDepartures)}\n\n${help}`;
    }
  }
}
