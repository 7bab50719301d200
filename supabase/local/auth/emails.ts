import type { Queryable } from '../db';
import { renderGoTemplate } from './go-template';
import type { AuthSettings, TemplateKind } from './settings';

/** What GoTrue hands its e-mail templates (supabase.com/docs/guides/auth/auth-email-templates). */
export interface AuthEmail {
  kind: TemplateKind;
  to: string;
  /** GoTrue's own verify URL, {{ .ConfirmationURL }}. */
  confirmationUrl: string;
  token: string;
  tokenHash: string;
  redirectTo: string;
  /** The user's user_metadata, {{ .Data }}: the shop keeps the traveller's language there. */
  data: Record<string, unknown>;
  /** The address being changed to, {{ .NewEmail }}, for e-mail changes. */
  newEmail?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The plain-text part: paragraphs kept, each link written out after its label, markup dropped. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => `${label.trim()}: ${href}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|li|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim() + '\n';
}

/** Renders the configured template and queues it in public.email_outbox inside the caller's transaction. */
export async function queueAuthEmail(tx: Queryable, settings: AuthSettings, email: AuthEmail): Promise<void> {
  const template = settings.templates[email.kind];
  const data = {
    ConfirmationURL: email.confirmationUrl,
    Token: email.token,
    TokenHash: email.tokenHash,
    SiteURL: settings.siteUrl,
    RedirectTo: email.redirectTo,
    Email: email.to,
    NewEmail: email.newEmail ?? '',
    Data: email.data,
  };
  const subject = renderGoTemplate(template.subject, data, { html: false }).trim();
  const html = renderGoTemplate(template.body, data);
  const lang = email.data.lang === 'es' ? 'es' : 'en';
  await tx.query(
    `insert into public.email_outbox (to_address, subject, text_body, html_body, template, payload)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [email.to, subject, htmlToText(html), html, `auth.${email.kind}`, JSON.stringify({ lang })],
  );
}
