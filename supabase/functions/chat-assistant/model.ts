import { getEnv } from '../_shared/env.ts';
import type { RestClient } from '../_shared/rest.ts';
import type { Catalogue } from './catalogue.ts';
import { contactUrl, whatsappUrl } from './format.ts';
import { GuardedStream, guardTripLinks } from './link-guard.ts';
import { complete, streamCompletion, type ChatMessage, type Completion, type ModelSettings } from './openai.ts';
import type { StoredMessage } from './store.ts';
import { runTool, TOOLS } from './tools.ts';

const MAX_TOOL_ROUNDS = 4;

export function modelSettings(): ModelSettings | null {
  const apiKey = getEnv('OPENAI_API_KEY');
  if (!apiKey) return null;
  return { apiKey, baseUrl: getEnv('OPENAI_BASE_URL') ?? 'https://api.openai.com/v1', model: getEnv('OPENAI_MODEL') ?? 'gpt-4o-mini' };
}

function systemPrompt(catalogue: Catalogue): string {
  const shop = getEnv('CHAT_SHOP_NAME') ?? getEnv('NEXT_PUBLIC_SITE_NAME') ?? 'Altitud Adventures';
  const language = catalogue.lang === 'es' ? 'Spanish' : 'English';
  const page = catalogue.pageTripId ? ` The visitor is reading the page of trip ${catalogue.pageTripId}: a question about "this trip" is about it (pass trip_id to get_policy).` : '';
  const from = catalogue.lang === 'es' ? 'Desde N €' : 'From N €';
  return [
    `You are the travel assistant of ${shop}, a shop of group adventure trips. Today is ${catalogue.today}.`,
    `Answer in ${language} unless the visitor clearly writes in another language, briefly and warmly.${page}`,
    'Only talk about trips, prices, dates and places that the tools returned: call search_trips before recommending',
    'anything, get_departures for dates and places left, get_trip_details for what a trip includes. Never invent a trip.',
    'For deposits, balances and cancellation fees call get_policy and give its answer as it is: never state a term from memory.',
    'For every trip you mention write its name in **bold** and its url exactly as the tool gave it, on its own line.',
    `Write prices as "${from}" using the price_from the tools give.`,
    `When nothing fits or you cannot help, suggest the contact form ${contactUrl(catalogue.lang)} or WhatsApp ${whatsappUrl()}.`,
  ].join(' ');
}

export interface ModelRun {
  catalogue: Catalogue;
  rest: RestClient;
  history: StoredMessage[];
  /** Present when the visitor reads a stream: text goes out as the model writes it. */
  onText?: (delta: string) => void;
}

/** The model answers with tool calls against the catalogue until it writes its reply; links are checked. */
export async function modelAnswer(settings: ModelSettings, run: ModelRun): Promise<string> {
  const guard = run.onText ? new GuardedStream(run.catalogue, run.rest, run.onText) : null;
  try {
    const written = await converse(settings, run, guard);
    return guard ? await guard.end() : await guardTripLinks(written, run.catalogue, run.rest);
  } catch (error) {
    // What the visitor was already sent goes out before the failure is reported (the caller tells them apart).
    await guard?.settled();
    throw error;
  }
}

/** The rounds of tool calls and completions; returns all the text the model wrote (also streamed into `guard`). */
async function converse(settings: ModelSettings, run: ModelRun, guard: GuardedStream | null): Promise<string> {
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(run.catalogue) },
    ...run.history.map((m) => ({ role: m.role, content: m.content }) as ChatMessage),
  ];
  let written = '';
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const toolChoice = round === MAX_TOOL_ROUNDS ? 'none' : 'auto';
    const completion: Completion = guard
      ? await streamCompletion(settings, messages, TOOLS, toolChoice, (delta) => guard.push(delta))
      : await complete(settings, messages, TOOLS, toolChoice);
    written += completion.content;
    if (completion.toolCalls.length === 0) break;
    messages.push({ role: 'assistant', content: completion.content || null, tool_calls: completion.toolCalls });
    for (const call of completion.toolCalls) {
      const result = await runTool(call.function.name, call.function.arguments, run.catalogue, run.rest);
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
  return written;
}
