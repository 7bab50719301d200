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

/** The newest outbox e-mail to the address (optionally with a given status), waiting for it a few seconds. */
export async function waitForMail(to: string, options: { status?: string; baseUrl?: string; timeoutMs?: number } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mail = (await listMail(options.baseUrl)).find(
      (row) => row.to_address === to && (!options.status || row.status === options.status),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}${options.status ? ` with status ${options.status}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function confirmationLink(mail: Pick<OutboxMail, 'text_body'>): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text_body)?.[0];
  if (!link) throw new Error(`no verify link in: ${mail.text_body}`);
  return link;
}
