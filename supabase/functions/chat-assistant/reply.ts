import type { RestClient } from '../_shared/rest.ts';
import { isoToday, type Catalogue, type Lang } from './catalogue.ts';
import { embeddedAnswer } from './embedded.ts';
import { answerLanguage } from './language.ts';
import { modelAnswer, modelSettings } from './model.ts';
import { recentMessages } from './store.ts';

export interface ReplyInput {
  rest: RestClient;
  threadId: string;
  message: string;
  /** The page's language; the answer's is the message's when it is clearly the other one. */
  language: Lang;
  tripId?: number | null;
  onText?: (delta: string) => void;
}

/** Splits a finished answer into small pieces so the widget fills in line by line. */
function streamWhole(answer: string, onText: (delta: string) => void): void {
  for (const piece of answer.match(/[^\n]*\n*|[^\n]+/g) ?? []) if (piece) onText(piece);
}

/**
 * The answer to the visitor's message: the model when one is configured, else (or when it fails) the catalogue. Each
 * answer reads only the rows it is about (see Catalogue).
 */
export async function reply(input: ReplyInput): Promise<string> {
  const catalogue: Catalogue = {
    lang: answerLanguage(input.message, input.language),
    today: isoToday(),
    ...(input.tripId ? { pageTripId: input.tripId } : {}),
  };
  const settings = modelSettings();
  let streamed = false;
  if (settings) {
    try {
      const history = await recentMessages(input.rest, input.threadId);
      const onText = input.onText;
      return await modelAnswer(settings, {
        catalogue,
        rest: input.rest,
        history,
        onText: onText
          ? (delta) => {
              streamed = true;
              onText(delta);
            }
          : undefined,
      });
    } catch (error) {
      console.error('[chat-assistant] model failed, answering from the catalogue:', error);
      if (streamed) throw error;
    }
  }
  const answer = await embeddedAnswer(input.message, catalogue, input.rest);
  if (input.onText) streamWhole(answer, input.onText);
  return answer;
}
