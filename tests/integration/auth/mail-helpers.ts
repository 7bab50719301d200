import { testBackend } from '../setup/test-backend';

export interface OutboxMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

export async function listMail(baseUrl = testBackend().url): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/_local/mail.json`);
  if (!response.ok) throw new Error(`/_local/mail.json answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/** The newest outbox e-mail to the address (optionally with a given status or template), waiting a few seconds. */
export async function waitForMail(
  to: string,
  options: { status?: string; template?: string; baseUrl?: string; timeoutMs?: number; after?: string } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mail = (await listMail(options.baseUrl)).find(
      (row) =>
        row.to_address === to &&
        (!options.status || row.status === options.status) &&
        (!options.template || row.template === options.template) &&
        (!options.after || Number(row.id) > Number(options.after)),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}${options.template ? ` (${options.template})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link to the shop in an auth e-mail: /{lang}/auth/confirm?... or /{lang}/auth/reset-password?...#... */
export function shopLink(mail: Pick<OutboxMail, 'text_body'>): URL {
  const link = /https?:\/\/\S+\/(?:en|es)\/auth\/(?:confirm|reset-password)\S*/.exec(mail.text_body)?.[0];
  if (!link) throw new Error(`no shop link in: ${mail.text_body}`);
  return new URL(link.replace(/[.,]$/, ''));
}

/** The token hash a shop link carries, in its query (confirm) or its fragment (reset-password). */
export function tokenHashOf(mail: Pick<OutboxMail, 'text_body'>): string {
  const link = shopLink(mail);
  const hash = link.searchParams.get('token_hash') ?? new URLSearchParams(link.hash.slice(1)).get('token_hash');
  if (!hash) throw new Error(`no token_hash in ${link.href}`);
  return hash;
}

/** The six-digit code of a confirmation e-mail. */
export function codeOf(mail: Pick<OutboxMail, 'text_body'>): string {
  const code = /\b(\d{6})\b/.exec(mail.text_body)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text_body}`);
  return code;
}
