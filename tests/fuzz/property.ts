import fc from 'fast-check';
import type { Endpoint, FuzzContext, FuzzRequest } from './endpoints';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type Sender = (request: FuzzRequest) => Promise<Reply>;

function messageOf(body: string): string | null {
  try {
    const value = JSON.parse(body) as Record<string, unknown>;
    for (const key of ['error', 'message', 'msg', 'error_description']) {
      const text = value[key];
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  } catch {
    // not JSON: a page
  }
  const title = /<title>([^<]+)<\/title>/.exec(body)?.[1];
  return title?.trim() || null;
}

/** Null when the reply is a clear refusal: a 4xx with a message (a JSON error or a titled page), never a 5xx. */
export function problemWith(endpoint: Endpoint, reply: Reply): string | null {
  if (reply.status >= 500) return `a ${reply.status}`;
  if (endpoint.refusal && reply.status === 200 && endpoint.refusal.test(reply.body)) return null;
  if (endpoint.redirectsWithError && reply.status === 303) {
    return /error_description=/.test(String(reply.headers.location ?? '')) ? null : 'a 303 without the error';
  }
  if (endpoint.redirectsTo && reply.status === 303) {
    return endpoint.redirectsTo.test(String(reply.headers.location ?? '')) ? null : `a 303 to ${String(reply.headers.location)}`;
  }
  if (reply.status < 400) return `a ${reply.status}: the request was not refused`;
  return messageOf(reply.body) ? null : `a ${reply.status} without a message`;
}

/**
 * Sends `runs` malformed requests spread over the endpoints (at least 25 each) and fails on the first answer that is
 * not a clear 4xx, with fast-check's smallest failing request and its seed (FUZZ_SEED=<seed> replays a run).
 */
export async function fuzz(endpoints: Endpoint[], ctx: FuzzContext, send: Sender, runs: number): Promise<number> {
  const perEndpoint = Math.max(25, Math.ceil(runs / endpoints.length));
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  let sent = 0;
  for (const endpoint of endpoints) {
    await fc.assert(
      fc.asyncProperty(endpoint.requests(ctx), async (request) => {
        sent += 1;
        const reply = await send(request);
        const problem = problemWith(endpoint, reply);
        if (problem) {
          throw new Error(`${endpoint.name}: ${request.method} ${request.path.slice(0, 300)} got ${problem}: ${reply.body.slice(0, 300)}`);
        }
      }),
      { numRuns: perEndpoint, seed, endOnFailure: false },
    );
  }
  return sent;
}
