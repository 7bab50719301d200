import { fetchFrom, newLoopbackAddress } from '../helpers/loopback-fetch';

/** Talks to /functions/v1/chat-assistant and reads the catalogue through REST, as independent checks. */
export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface CardRow {
  id: number;
  lang: 'en' | 'es';
  slug: string;
  title: string;
  country_id: number;
  activity_id: number;
  duration_days: number;
  difficulty: number;
  group_type: string;
  price_from_cents: number;
  discount_percent: number;
}

export interface DepartureRow {
  trip_id: number;
  start_date: string;
  places_left: number;
  status: string;
}

export async function rest<T>(backend: Backend, path: string): Promise<T> {
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh client (loopback address) per call (test files may share a worker process), so tests never share a rate-limit window. */
export const newClient = newLoopbackAddress;

export async function ask(
  backend: Backend,
  body: unknown,
  options: { headers?: Record<string, string>; client?: string; method?: string } = {},
): Promise<{ status: number; data: { response?: string; threadId?: string; error?: { message?: string } }; headers: Headers }> {
  const response = await fetchFrom(options.client ?? newClient())(`${backend.url}/functions/v1/chat-assistant`, {
    method: options.method ?? 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
      ...options.headers,
    },
    body: options.method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: text ? JSON.parse(text) : {}, headers: response.headers };
}

export interface StreamedAnswer {
  status: number;
  contentType: string;
  events: { event: string; data: Record<string, unknown> }[];
  deltas: string[];
}

export async function askStream(backend: Backend, body: unknown, client = newClient()): Promise<StreamedAnswer> {
  const response = await fetchFrom(client)(`${backend.url}/functions/v1/chat-assistant`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      return { event, data };
    });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    events,
    deltas: events.filter((e) => e.event === 'delta').map((e) => String(e.data.text)),
  };
}

/** Trip ids linked in an answer (/en/travel/<id>/<slug>), in order. */
export function linkedTripIds(answer: string, lang: 'en' | 'es'): number[] {
  return [...answer.matchAll(new RegExp(`/${lang}/travel/(\\d+)/[a-z0-9-]+`, 'g'))].map((m) => Number(m[1]));
}

export function discounted(trip: CardRow): number {
  return Math.round((trip.price_from_cents * (100 - trip.discount_percent)) / 10_000) * 100;
}

export function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The next "YYYY-MM" for a month number, this year if it has not passed yet. */
export function nextMonth(month: number, today = isoToday()): string {
  const year = Number(today.slice(0, 4));
  return `${month < Number(today.slice(5, 7)) ? year + 1 : year}-${String(month).padStart(2, '0')}`;
}
