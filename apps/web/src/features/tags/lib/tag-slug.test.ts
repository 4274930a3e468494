import { slugSchema } from '@pageshelf/contracts/common';
import { describe, expect, it } from 'vitest';
import { tagSlugOf } from './tag-slug';

describe('tagSlugOf', () => {
  it('turns a title into the slug the API accepts', () => {
    expect(tagSlugOf('Dark mode')).toBe('dark-mode');
    expect(tagSlugOf('  Café — Menu!  ')).toBe('cafe-menu');
    expect(tagSlugOf('Step 2 of 3')).toBe('step-2-of-3');
    expect(slugSchema.safeParse(tagSlugOf('Dark   mode -- sticky')).success).toBe(true);
  });

  it('gives an empty slug when nothing is left to keep', () => {
    expect(tagSlugOf('!!!')).toBe('');
    expect(tagSlugOf('日本')).toBe('');
  });

  it('keeps the slug within 120 characters without a trailing dash', () => {
    const slug = tagSlugOf(`${'a'.repeat(119)} b`);
    expect(slug).toBe('a'.repeat(119));
  });
});
