import { HttpError } from '@pageshelf/http-errors';
import type { TagRow, TagsRepository } from '../repositories/tags.repository.js';

const slugTaken = (slug: string) =>
  new HttpError('conflict', { params: { subject: `A tag with the slug "${slug}"` } });
const missing = (subject: string) => new HttpError('not_found', { params: { subject } });

/** Tag management (the component tag pages, spec section 6), for administrators: the access hook checks. */
export class TagsService {
  constructor(private readonly tags: TagsRepository) {}

  async create(tag: { title: string; slug: string }): Promise<TagRow> {
    const created = await this.tags.create(tag);
    if (!created) throw slugTaken(tag.slug);
    return created;
  }

  async rename(
    slug: string,
    change: { title?: string | undefined; slug?: string | undefined },
  ): Promise<TagRow> {
    const renamed = await this.tags.rename(slug, {
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.slug !== undefined ? { slug: change.slug } : {}),
    });
    if (renamed === 'missing') throw missing('Tag');
    if (renamed === 'taken') throw slugTaken(change.slug ?? slug);
    return renamed;
  }

  async merge(slug: string, into: string) {
    if (into === slug)
      throw new HttpError('validation_failed', {
        params: { issues: 'body.into: a tag cannot be merged into itself' },
        issues: [{ path: 'body.into', message: 'a tag cannot be merged into itself' }],
      });
    const merged = await this.tags.merge(slug, into);
    if (merged === 'missing') throw missing('Tag');
    if (merged === 'missing target') throw missing(`Tag ${into}`);
    return merged;
  }

  async replaceComponentTags(uuid: string, slugs: string[]): Promise<{ uuid: string; tags: TagRow[] }> {
    const tags = await this.tags.replaceComponentTags(uuid, slugs);
    if (tags === 'missing') throw missing('Component');
    if ('unknown' in tags) throw missing(`Tag ${tags.unknown.join(', ')}`);
    return { uuid, tags };
  }

  async delete(slug: string): Promise<void> {
    if (!(await this.tags.delete(slug))) throw missing('Tag');
  }
}
