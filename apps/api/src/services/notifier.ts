import { type MailKind, mailPreferenceOf, mayMail } from '@pageshelf/domain/notifications';
import type { UsersRepository } from '../repositories/users.repository.js';
import type { Mail, Mailer } from './mailer.js';

/** Who a mail goes to: an address, and the account behind it when there is one. */
export interface Recipient {
  email: string;
  /** The account of the address; `null` for an address without one (a first sign-in, an invitation). */
  userId: number | null;
}

/** A mail before it is addressed. */
export type MailContent = Omit<Mail, 'to'>;

/**
 * The one mail path: every mail the product sends goes through here with its kind, and the kind decides
 * whether the recipient's preferences are asked (`mayMail` of `@pageshelf/domain/notifications`).
 * Sign-in links and invitations always go; news (the weekly digest, product updates, shared collections)
 * only to members who allow it, with a footer saying where to turn it off. News never goes to an address
 * without an account: no one there agreed to it.
 */
export class Notifier {
  constructor(
    private readonly mailer: Mailer,
    private readonly users: Pick<UsersRepository, 'notificationPreferencesOf'>,
    private readonly publicAppUrl: string,
  ) {}

  /** An absolute link into the SPA (`path` starts with a slash). */
  link(path: string): string {
    return `${this.publicAppUrl.replace(/\/$/, '')}${path}`;
  }

  /** Sends one mail of `kind`; false when the recipient's preferences refused it. */
  async send(kind: MailKind, recipient: Recipient, mail: MailContent): Promise<boolean> {
    return (await this.sendEach(kind, [recipient], () => mail)) === 1;
  }

  /**
   * Sends mail of `kind` to each recipient who may receive it, composed for each; answers how many were
   * sent. Preferences are read once for all of them.
   */
  async sendEach(
    kind: MailKind,
    recipients: readonly Recipient[],
    compose: (recipient: Recipient) => MailContent,
  ): Promise<number> {
    const preference = mailPreferenceOf(kind);
    const ids = recipients.flatMap((recipient) => (recipient.userId === null ? [] : [recipient.userId]));
    const preferences =
      preference === null ? new Map() : await this.users.notificationPreferencesOf([...new Set(ids)]);
    let sent = 0;
    for (const recipient of recipients) {
      if (preference !== null) {
        if (recipient.userId === null) continue;
        if (!mayMail(kind, preferences.get(recipient.userId))) continue;
      }
      const mail = compose(recipient);
      await this.mailer.send({
        to: recipient.email,
        ...mail,
        text: preference === null ? mail.text : `${mail.text}\n\n${this.footer()}`,
      });
      sent += 1;
    }
    return sent;
  }

  private footer(): string {
    return `You get this email because of your Pageshelf notification settings. Change them here: ${this.link('/settings/notifications')}`;
  }
}
