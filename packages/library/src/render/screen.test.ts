import { describe, expect, it } from 'vitest';
import { PATTERNS, type PatternSlug } from '../catalog/taxonomy.js';
import { isMarketing } from '../demo/plan.js';
import { appProfile, SAMPLE_APPS, sampleApps } from './samples.js';
import { renderAppIcon, renderScreen } from './screen.js';

const [ios, android, web] = sampleApps() as [
  ReturnType<typeof sampleApps>[number],
  ReturnType<typeof sampleApps>[number],
  ReturnType<typeof sampleApps>[number],
];

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('renderScreen', () => {
  it.each([
    [ios, 780, 1688],
    [android, 824, 1830],
    [web, 1920, 1200],
  ])('draws $platform at its pixel size', async (app, width, height) => {
    const screen = await renderScreen({ app, pattern: 'log-in', variant: 0, seed: 1 });
    expect({ width: screen.width, height: screen.height }).toEqual({ width, height });
    expect(pngSize(screen.png)).toEqual({ width, height });
  });

  it('reports component boxes inside the image, under the kinds drawn', async () => {
    const screen = await renderScreen({ app: ios, pattern: 'log-in', variant: 0, seed: 1 });
    const kinds = new Set(screen.components.map((c) => c.kind));
    expect(kinds).toContain('button');
    expect(kinds).toContain('text-field');
    expect(kinds).toContain('password-field');
    for (const { box } of screen.components) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.width).toBeGreaterThan(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    }
  });

  it.each(PATTERNS.map(({ slug }) => slug))(
    'keeps every component box of %s inside its image, to the pixel',
    async (slug) => {
      for (const app of [ios, android, web]) {
        if (isMarketing(slug) && app.platform !== 'web') continue;
        const screen = await renderScreen({ app, pattern: slug, variant: 0, seed: 1 }, { svgOnly: true });
        for (const { box } of screen.components) {
          const inside =
            box.x >= 0 &&
            box.y >= 0 &&
            box.width > 0 &&
            box.height > 0 &&
            box.x + box.width <= screen.width &&
            box.y + box.height <= screen.height;
          expect(inside, `${app.platform} ${JSON.stringify(box)}`).toBe(true);
        }
      }
    },
  );

  it('tags dark-mode exactly when the design system is dark', async () => {
    for (const dark of [true, false]) {
      const app = appProfile({ ...(SAMPLE_APPS[0] as (typeof SAMPLE_APPS)[number]), dark });
      const screen = await renderScreen({ app, pattern: 'welcome', variant: 1, seed: 3 }, { svgOnly: true });
      expect(screen.tags.includes('dark-mode')).toBe(dark);
      expect(screen.tags.includes('light-mode')).toBe(!dark);
    }
  });

  it('tags what the layout drew', async () => {
    const social = await renderScreen(
      { app: ios, pattern: 'sign-up', variant: 1, seed: 1 },
      { svgOnly: true },
    );
    expect(social.tags).toEqual(expect.arrayContaining(['form', 'social-login']));
    const sheet = await renderScreen(
      { app: android, pattern: 'forgot-password', variant: 2, seed: 1 },
      { svgOnly: true },
    );
    expect(sheet.tags).toContain('bottom-sheet');
    const modal = await renderScreen(
      { app: web, pattern: 'forgot-password', variant: 2, seed: 1 },
      { svgOnly: true },
    );
    expect(modal.tags).toContain('modal');
    expect(modal.tags).not.toContain('bottom-sheet');
  });

  it('gives the words on the screen, headline included', async () => {
    const screen = await renderScreen(
      { app: web, pattern: 'log-in', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(screen.text).toContain('Welcome back');
    expect(screen.text).toContain('Forgot password?');
  });

  it('draws the same bytes from the same spec', async () => {
    const spec = { app: android, pattern: 'welcome' as const, variant: 0, seed: 42 };
    const a = await renderScreen(spec);
    const b = await renderScreen(spec);
    expect(a.png.equals(b.png)).toBe(true);
  });

  it('refuses a pattern it has no layouts for', async () => {
    await expect(
      renderScreen(
        { app: ios, pattern: 'no-such-pattern' as PatternSlug, variant: 0, seed: 1 },
        { svgOnly: true },
      ),
    ).rejects.toThrow('no layouts for the pattern no-such-pattern');
  });

  it('renders a 512×512 app icon', () => {
    expect(pngSize(renderAppIcon(ios))).toEqual({ width: 512, height: 512 });
  });
});
