/**
 * Hashes every element tree the demo library draws, to prove a refactor of the drawing code or its copy
 * changed nothing: every screen of the demo plan, and every layout of every pattern for one app of each
 * product category on each platform. Prints one line per tree (`key sha1`) and a last line `all <sha1>`.
 *
 *   npx tsx tools/tree-hashes.ts > /tmp/before.txt   # then, after the change:
 *   npx tsx tools/tree-hashes.ts > /tmp/after.txt && diff /tmp/before.txt /tmp/after.txt
 */
import { createHash } from 'node:crypto';
import type { Platform } from '@pageshelf/contracts/category';
import { PATTERNS } from '../src/catalog/taxonomy.js';
import { APP_SEEDS } from '../src/demo/catalog.js';
import { profileOf } from '../src/demo/generate-demo.js';
import { planDemoLibrary } from '../src/demo/plan.js';
import { Random } from '../src/render/random.js';
import { drawTree, layoutsFor } from '../src/render/screen.js';

const sha = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex');
const all = createHash('sha1');
const line = (key: string, value: unknown) => {
  const hash = sha(value);
  all.update(`${key} ${hash}\n`);
  process.stdout.write(`${key} ${hash}\n`);
};

const plan = planDemoLibrary();
line('plan', { apps: plan.apps, flows: plan.flows, categories: plan.categories });
const profiles = new Map(plan.apps.map((app) => [app.slug, profileOf(app)]));
for (const screen of plan.screens) {
  const app = profiles.get(screen.appSlug);
  if (!app) throw new Error(`no app ${screen.appSlug}`);
  const { tree } = drawTree({ app, pattern: screen.pattern, variant: screen.variant, seed: screen.seed });
  line(`screen ${screen.imageKey} ${screen.pattern}/${screen.variant}`, tree);
}

const platforms: Platform[] = ['ios', 'android', 'web'];
const firsts = [...new Map(APP_SEEDS.map((seed) => [seed.category, seed])).values()];
for (const seed of firsts) {
  for (const platform of platforms) {
    const app = profileOf({
      ...seed,
      slug: seed.title.toLowerCase(),
      family: seed.title.toLowerCase(),
      platform,
      description: '',
      seed: new Random(7).int(1, 2 ** 30),
    });
    for (const { slug } of PATTERNS) {
      layoutsFor(slug).forEach((_, variant) => {
        const { tree } = drawTree({ app, pattern: slug, variant, seed: 11 });
        line(`layout ${seed.category}/${platform} ${slug}/${variant}`, tree);
      });
    }
  }
}
process.stdout.write(`all ${all.digest('hex')}\n`);
