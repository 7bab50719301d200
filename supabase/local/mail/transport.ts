import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:port, smtps:// for TLS). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text ?? undefined, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each message becomes an .eml file (openable by any mail client) in <dataRoot>/mail. */
export function fileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await builder.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text ?? undefined, html: mail.html ?? undefined });
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      writeFileSync(join(dir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => builder.close(),
  };
}
