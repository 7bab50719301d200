import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible peer on loopback speaking the real chat completions wire format: JSON completions and
 * streamed "chat.completion.chunk" events, with tool_calls. A script decides each turn from the conversation.
 */
export interface WireMessage {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}
export interface WireRequest {
  model: string;
  messages: WireMessage[];
  tools?: { function: { name: string } }[];
  stream?: boolean;
  authorization: string | undefined;
}
export type Turn = { toolCall: { name: string; arguments: Record<string, unknown> } } | { content: string } | { fail: number };

export interface FakeOpenAi {
  baseUrl: string;
  requests: WireRequest[];
  script: (request: WireRequest) => Turn;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  const body = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function streamTurn(res: ServerResponse, turn: Turn): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  if ('toolCall' in turn) {
    const args = JSON.stringify(turn.toolCall.arguments);
    const half = Math.floor(args.length / 2);
    res.write(chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: turn.toolCall.name, arguments: '' } }] }));
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] }));
    await pause();
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }));
    res.write(chunk({}, 'tool_calls'));
  } else if ('content' in turn) {
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of turn.content.match(/.{1,7}/gs) ?? []) {
      res.write(chunk({ content: piece }));
      await pause();
    }
    res.write(chunk({}, 'stop'));
  }
  res.end('data: [DONE]\n\n');
}

function jsonTurn(res: ServerResponse, turn: Turn): void {
  const message =
    'toolCall' in turn
      ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: turn.toolCall.name, arguments: JSON.stringify(turn.toolCall.arguments) } }] }
      : { role: 'assistant', content: 'content' in turn ? turn.content : '' };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion', model: 'fake', choices: [{ index: 0, message, finish_reason: 'toolCall' in turn ? 'tool_calls' : 'stop' }] }));
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const peer: FakeOpenAi = { baseUrl: '', requests: [], script: () => ({ content: '' }), close: async () => {} };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request = { ...(JSON.parse(raw) as Omit<WireRequest, 'authorization'>), authorization: req.headers.authorization };
      peer.requests.push(request);
      const turn = peer.script(request);
      if ('fail' in turn) {
        res.writeHead(turn.fail, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (request.stream) void streamTurn(res, turn);
      else jsonTurn(res, turn);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  peer.close = () => new Promise((resolve) => server.close(() => resolve()));
  return peer;
}

/** The last message the function sent, and the tool result in it when it is one. */
export function lastMessage(request: WireRequest): WireMessage {
  return request.messages[request.messages.length - 1] as WireMessage;
}
