import type { Db } from '../db';
import { jsonReply, reply, type HttpReply } from '../http/reply';

interface MailRow {
  id: string;
  to_address: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  template: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

async function latestMail(db: Db): Promise<MailRow[]> {
  const sql = `select id::text, to_address, subject, text_body, html_body, template, status, attempts, last_error, created_at, sent_at
                 from public.email_outbox order by id desc limit 200`;
  return (await db.query<MailRow>(sql)).rows;
}

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function item(row: MailRow): string {
  const html = row.html_body
    ? `<iframe sandbox title="HTML body" srcdoc="${escapeHtml(row.html_body)}"></iframe>`
    : '';
  return `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">#${escapeHtml(row.id)} to <b>${escapeHtml(row.to_address)}</b> · ${escapeHtml(row.template)} ·
    ${escapeHtml(row.status)} (${row.attempts} attempts) · ${escapeHtml(new Date(row.created_at).toISOString())}
    ${row.last_error ? `· <span class="error">${escapeHtml(row.last_error)}</span>` : ''}</p>
  ${html}
  <pre>${escapeHtml(row.text_body)}</pre>
</article>`;
}

/** GET /_local/mail (HTML) and /_local/mail.json: the e-mails the backend sent, newest first, for development. */
export async function serveMailPage(db: Db, format: 'html' | 'json'): Promise<HttpReply> {
  const rows = await latestMail(db);
  if (format === 'json') return jsonReply(200, rows, { 'cache-control': 'no-store' });
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail</title>
<style>body{font:15px system-ui;margin:2rem auto;max-width:60rem;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}
.meta{color:#555}.error{color:#b00}iframe{width:100%;height:14rem;border:1px solid #eee}pre{white-space:pre-wrap}</style></head>
<body><h1>E-mails sent by the local backend</h1>${rows.length ? rows.map(item).join('\n') : '<p>No e-mail yet.</p>'}</body></html>`;
  return reply(200, page, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
}
