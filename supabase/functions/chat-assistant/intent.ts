import { normalize } from './normalize.ts';
import { knowsAnswer, policyTopic, type Topic } from './policy.ts';
import { BROWSE, CHEAPEST, CONTACT, GREETING, THANKS, WANTS_DEPARTURES } from './vocabulary.ts';

/**
 * What a visitor's message is about. Trip questions are not parsed here: the words go to the shop's own search
 * (find_trips), which reads places, activities, months, levels, durations and budgets exactly as the search box does.
 */
export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'contact' }
  | { kind: 'policy'; topic: Topic; text: string }
  | { kind: 'trips'; cheapest: boolean; wantsDepartures: boolean; browse: boolean };

export function detectIntent(message: string): Intent {
  const text = normalize(message);
  if (GREETING.test(text)) return { kind: 'greeting' };
  if (THANKS.test(text)) return { kind: 'thanks' };
  const topic = policyTopic(text);
  if (topic) return knowsAnswer(text) ? { kind: 'policy', topic, text } : { kind: 'contact' };
  if (CONTACT.test(text)) return { kind: 'contact' };
  return { kind: 'trips', cheapest: CHEAPEST.test(text), wantsDepartures: WANTS_DEPARTURES.test(text), browse: BROWSE.test(text) };
}
