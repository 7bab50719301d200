import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL: smtp://user:pass@host:port, smtps:// for TLS); null when not configured. */
export function smtpSender(env: Record<string, string | undefined> = process.env): MailSender | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const from = env.MAIL_FROM?.trim() || 'Altitud Adventures <no-reply@localhost>';
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text ?? undefined, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}
