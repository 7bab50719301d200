import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One request of a recorded answer and what hosted Supabase answers it. */
export interface Exchange {
  request: {
    method: string;
    path: string;
    query?: string;
    headers?: Record<string, string>;
    body?: unknown;
    role?: 'anon' | 'authenticated' | 'service_role';
  };
  response: {
    status: number;
    /** Headers that must be as given; null means the header must be absent. */
    headers?: Record<string, string | null>;
    /** The JSON body, compared whole. */
    body?: unknown;
    /** The body as text, for empty answers. */
    bodyText?: string;
  };
}

export interface RecordedCase extends Exchange {
  name: string;
  /** Where the answer comes from: the documentation, spec test or code it was written from. */
  source: string;
  /** A second request whose answer shows what the first left behind. */
  then?: Exchange;
}

export interface RecordedFile {
  about: string;
  cases: RecordedCase[];
}

export function recorded(file: string): RecordedFile {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', file), 'utf8')) as RecordedFile;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** Compares an answer with the recorded one: status, the listed headers, and the body. */
export function expectRecorded(answer: Answer, expected: Exchange['response']): void {
  const body = expected.body === undefined ? undefined : answer.text === '' ? '' : (JSON.parse(answer.text) as unknown);
  const headers = Object.fromEntries(Object.keys(expected.headers ?? {}).map((name) => [name, answer.headers[name] ?? null]));
  expect({ status: answer.status, headers, body, ...(expected.bodyText !== undefined && { text: answer.text }) }).toEqual({
    status: expected.status,
    headers: expected.headers ?? {},
    body: expected.body,
    ...(expected.bodyText !== undefined && { text: expected.bodyText }),
  });
}
