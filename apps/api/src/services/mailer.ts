import nodemailer from 'nodemailer';
import type { Database } from '../db/database.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** Sends mail: over SMTP when configured, otherwise into the development outbox table. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(database: Database, smtpUrl: string | undefined, from: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
      async close() {
        transport.close();
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await database.db
        .insertInto('outbox')
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text, link: mail.link ?? null })
        .execute();
    },
    async close() {},
  };
}
