import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** A mailer over SMTP (`smtp://user:pass@host:port`, `smtps://…` for TLS from the start), or none when unset. */
export function createMailer(settings: { url: string; from: string } | null): Mailer | null {
  if (!settings) return null;
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
