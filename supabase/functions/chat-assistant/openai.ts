// The OpenAI chat completions wire format (also spoken by many compatible servers), with and without streaming.

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolSchema {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ModelSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
}

export interface Completion {
  content: string;
  toolCalls: ToolCall[];
}

interface ChoiceMessage {
  content?: string | null;
  tool_calls?: ToolCall[];
}
interface StreamDelta {
  content?: string | null;
  tool_calls?: { index: number; id?: string; type?: 'function'; function?: { name?: string; arguments?: string } }[];
}

async function post(settings: ModelSettings, body: Record<string, unknown>): Promise<Response> {
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: settings.model, ...body }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`model endpoint answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

export async function complete(settings: ModelSettings, messages: ChatMessage[], tools: ToolSchema[], toolChoice: 'auto' | 'none'): Promise<Completion> {
  const response = await post(settings, { messages, tools, tool_choice: toolChoice, temperature: 0.3 });
  const data = (await response.json()) as { choices?: { message?: ChoiceMessage }[] };
  const message = data.choices?.[0]?.message;
  if (!message) throw new Error('model endpoint answered without choices');
  return { content: message.content ?? '', toolCalls: message.tool_calls ?? [] };
}

/** Yields the data of each server-sent event of a response body. */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ? decoder.decode(value, { stream: true }) : decoder.decode();
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = block
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) yield data;
    }
    if (done) return;
  }
}

/** Streams one completion: text deltas go to onText as they arrive; tool call fragments are put together. */
export async function streamCompletion(
  settings: ModelSettings,
  messages: ChatMessage[],
  tools: ToolSchema[],
  toolChoice: 'auto' | 'none',
  onText: (delta: string) => void,
): Promise<Completion> {
  const response = await post(settings, { messages, tools, tool_choice: toolChoice, temperature: 0.3, stream: true });
  if (!response.body) throw new Error('model endpoint answered without a body');
  let content = '';
  const calls: ToolCall[] = [];
  for await (const data of sseData(response.body)) {
    if (data === '[DONE]') break;
    const chunk = JSON.parse(data) as { choices?: { delta?: StreamDelta }[] };
    const delta = chunk.choices?.[0]?.delta;
    if (!delta) continue;
    if (delta.content) {
      content += delta.content;
      onText(delta.content);
    }
    for (const part of delta.tool_calls ?? []) {
      const call = (calls[part.index] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
      if (part.id) call.id = part.id;
      if (part.function?.name) call.function.name += part.function.name;
      if (part.function?.arguments) call.function.arguments += part.function.arguments;
    }
  }
  return { content, toolCalls: calls.filter(Boolean) };
}
