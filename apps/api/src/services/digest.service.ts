import { DIGEST_PERIOD_MS } from '@pageshelf/domain/notifications';
import type { Clock } from '../lib/clock.js';
import type { ContentRepositories } from '../repositories/content.js';
import type { UsersRepository } from '../repositories/users.repository.js';
import type { Notifier } from './notifier.js';

/** Newest apps named in a digest. */
const DIGEST_APP_NAMES = 8;
/** Accounts read at once while sending. */
const BATCH = 500;

export interface DigestReport {
  /** What the last 7 days added. */
  added: { apps: number; screens: number; flows: number };
  /** Accounts looked at. */
  accounts: number;
  /** Digests sent (to the members whose preferences allow it). */
  sent: number;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The weekly digest (`pageshelf-api digest`, run once a week by a scheduler): what the library gained in
 * the last 7 days, mailed to every member whose preferences allow `weekly-digest`. A week that added
 * nothing sends nothing.
 */
export class DigestService {
  constructor(
    private readonly content: Pick<ContentRepositories, 'stats'>,
    private readonly users: Pick<UsersRepository, 'accountsAfter'>,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
  ) {}

  async sendWeekly(): Promise<DigestReport> {
    const since = new Date(this.clock.now().getTime() - DIGEST_PERIOD_MS);
    const added = await this.content.stats.addedSince(since, DIGEST_APP_NAMES);
    const report: DigestReport = {
      added: { apps: added.apps, screens: added.screens, flows: added.flows },
      accounts: 0,
      sent: 0,
    };
    if (added.apps + added.screens + added.flows === 0) return report;
    const figures = [
      plural(added.apps, 'new app', 'new apps'),
      plural(added.screens, 'screen', 'screens'),
      plural(added.flows, 'flow', 'flows'),
    ];
    const link = this.notifier.link('/n/apps');
    const names =
      added.newestApps.length === 0
        ? ''
        : `\n\nNew apps: ${added.newestApps.map((app) => app.title).join(', ')}${added.apps > added.newestApps.length ? ' and more' : ''}.`;
    const mail = {
      subject: `This week on Pageshelf: ${figures.join(', ')}`,
      text: `New on Pageshelf in the last 7 days: ${figures.join(', ')}.${names}\n\nBrowse them: ${link}`,
      link,
    };
    let after = 0;
    for (;;) {
      const accounts = await this.users.accountsAfter(after, BATCH);
      if (accounts.length === 0) break;
      report.accounts += accounts.length;
      report.sent += await this.notifier.sendEach(
        'weekly-digest',
        accounts.map((account) => ({ email: account.email, userId: account.id })),
        () => mail,
      );
      after = accounts[accounts.length - 1]?.id ?? after;
      if (accounts.length < BATCH) break;
    }
    return report;
  }
}
