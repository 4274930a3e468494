import type { SignedInActor } from '../actor.js';
import type { TeamsRepository } from '../repositories/teams.repository.js';
import type { Notifier } from './notifier.js';

/**
 * The mail a workspace gets when a member shares a collection with it (`shared-collections`): to every
 * other member, free or Pro (each of them may open it: the domain's `mayReadCollection`), whose
 * preferences allow it.
 */
export class CollectionSharingMail {
  constructor(
    private readonly teams: Pick<TeamsRepository, 'members'>,
    private readonly notifier: Notifier,
  ) {}

  /** Mails the owner's teammates about a collection just shared; answers how many were sent. */
  async shared(actor: SignedInActor, collection: { uuid: string; name: string }): Promise<number> {
    const owner = actor.user;
    if (owner.team_id === null) return 0;
    const members = await this.teams.members(owner.team_id);
    const readers = members.filter((member) => member.id !== owner.id);
    const sharer = owner.fullname ?? owner.email;
    const link = this.notifier.link(`/collections/${collection.uuid}`);
    return this.notifier.sendEach(
      'shared-collections',
      readers.map((member) => ({ email: member.email, userId: member.id })),
      () => ({
        subject: `${sharer} shared the collection “${collection.name}” with your workspace`,
        text: `${sharer} shared the collection “${collection.name}” with your Pageshelf workspace.\n\nOpen it: ${link}`,
        link,
      }),
    );
  }
}
