import type { Queryable } from '../db';

export type AuthEmailKind = 'signup' | 'recovery';
type Lang = 'en' | 'es';

const TEXTS: Record<AuthEmailKind, Record<Lang, { subject: string; intro: string; action: string; code: string; ignore: string }>> = {
  signup: {
    en: {
      subject: 'Confirm your account',
      intro: 'Thanks for signing up. Follow this link to confirm your e-mail address:',
      action: 'Confirm my e-mail',
      code: 'Or enter this code:',
      ignore: 'If you did not sign up, you can ignore this message.',
    },
    es: {
      subject: 'Confirma tu cuenta',
      intro: 'Gracias por registrarte. Sigue este enlace para confirmar tu dirección de correo:',
      action: 'Confirmar mi correo',
      code: 'O introduce este código:',
      ignore: 'Si no te has registrado, puedes ignorar este mensaje.',
    },
  },
  recovery: {
    en: {
      subject: 'Reset your password',
      intro: 'Follow this link to choose a new password:',
      action: 'Reset my password',
      code: 'Or enter this code:',
      ignore: 'If you did not ask for this, you can ignore this message.',
    },
    es: {
      subject: 'Restablece tu contraseña',
      intro: 'Sigue este enlace para elegir una contraseña nueva:',
      action: 'Restablecer mi contraseña',
      code: 'O introduce este código:',
      ignore: 'Si no lo has pedido, puedes ignorar este mensaje.',
    },
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function langOf(metadata: Record<string, unknown> | null | undefined): Lang {
  return metadata?.lang === 'es' ? 'es' : 'en';
}

export interface AuthEmail {
  kind: AuthEmailKind;
  to: string;
  lang: Lang;
  link: string;
  code: string;
}

/** Queues the e-mail in public.email_outbox inside the caller's transaction, so it exists exactly when the change does. */
export async function queueAuthEmail(tx: Queryable, email: AuthEmail): Promise<void> {
  const t = TEXTS[email.kind][email.lang];
  const text = `${t.intro}\n\n${email.link}\n\n${t.code} ${email.code}\n\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(email.link)}">${escapeHtml(t.action)}</a></p>` +
    `<p>${escapeHtml(t.code)} <strong>${email.code}</strong></p><p>${escapeHtml(t.ignore)}</p>`;
  await tx.query(
    `insert into public.email_outbox (to_address, subject, text_body, html_body, template, payload)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [email.to, t.subject, text, html, `auth.${email.kind}`, JSON.stringify({ lang: email.lang, link: email.link })],
  );
}
