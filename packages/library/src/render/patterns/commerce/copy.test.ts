import { describe, expect, it } from 'vitest';
import { DOMAINS, dataPath } from '../../../copy/data.js';
import { appProfile } from '../../samples.js';
import { drawTree } from '../../screen.js';

const appOf = (category: (typeof DOMAINS)[number]) =>
  appProfile({
    slug: `copy-${category}`,
    title: 'Northwind',
    category,
    platform: 'ios',
    tagline: 'A test app',
    nouns: ['Item', 'List'],
  });

describe('data/<domain>/commerce.yaml', () => {
  it.each(DOMAINS)('%s: the profile and the confirmation fill every placeholder', (domain) => {
    const app = appOf(domain);
    for (const pattern of ['profile', 'edit-profile', 'order-confirmation'] as const) {
      for (const variant of [0, 1, 2]) {
        const drawn = JSON.stringify(drawTree({ app, pattern, variant, seed: 3 }).tree);
        expect(drawn, `${dataPath(domain, 'commerce')} on ${pattern}/${variant}`).not.toMatch(
          /\{[a-zA-Z][a-zA-Z0-9]*\}/,
        );
      }
    }
  });
});
