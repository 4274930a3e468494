/**
 * Renders every registered layout for the sample apps (one per platform, one dark) into a folder of PNGs
 * plus a contact sheet, and prints the time per screen.
 *
 *   npx tsx src/render/gallery.ts [out-dir] [--pattern log-in] [--app ledgerly]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { PATTERNS, type PatternSlug } from '../catalog/taxonomy.js';
import { LAYOUTS } from './patterns/index.js';
import { appProfile, SAMPLE_APPS } from './samples.js';
import { layoutsFor, type RenderedScreen, renderAppIcon, renderScreen } from './screen.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const outDir = resolve(
  args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'render-gallery',
);
const onlyPattern = flag('pattern');
const onlyApp = flag('app');

mkdirSync(outDir, { recursive: true });
const apps = SAMPLE_APPS.filter((a) => !onlyApp || a.slug === onlyApp).map(appProfile);
const patterns = PATTERNS.map((p) => p.slug).filter(
  (slug): slug is PatternSlug => (!onlyPattern || slug === onlyPattern) && LAYOUTS[slug] !== undefined,
);

interface Shot {
  file: string;
  label: string;
  width: number;
  height: number;
  png: Buffer;
}
const shots: Shot[] = [];
const timings = new Map<string, { satori: number[]; resvg: number[] }>();

for (const app of apps) {
  writeFileSync(join(outDir, `${app.slug}-icon.png`), renderAppIcon(app));
  for (const pattern of patterns) {
    const layouts = layoutsFor(pattern);
    for (let variant = 0; variant < layouts.length; variant++) {
      const screen: RenderedScreen = await renderScreen({ app, pattern, variant, seed: 1 });
      const file = `${app.slug}-${pattern}-${variant}-${screen.layout}.png`;
      writeFileSync(join(outDir, file), screen.png);
      shots.push({
        file,
        label: `${app.platform} ${pattern} ${screen.layout}`,
        width: screen.width,
        height: screen.height,
        png: screen.png,
      });
      const t = timings.get(app.platform) ?? { satori: [], resvg: [] };
      t.satori.push(screen.timings.satoriMs);
      t.resvg.push(screen.timings.resvgMs);
      timings.set(app.platform, t);
      const overflow = screen.overflows.length
        ? `  OVERFLOW: ${screen.overflows.map((o) => JSON.stringify(o.text.slice(0, 30))).join(', ')}`
        : '';
      console.log(
        `${file.padEnd(64)} satori ${screen.timings.satoriMs.toFixed(0).padStart(4)} ms  resvg ${screen.timings.resvgMs.toFixed(0).padStart(4)} ms  [${screen.tags.join(', ')}]${overflow}`,
      );
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (const [platform, t] of timings) {
  console.log(
    `${platform}: ${t.satori.length} screens, median satori ${median(t.satori).toFixed(0)} ms + resvg ${median(t.resvg).toFixed(0)} ms`,
  );
}

// Contact sheet: thumbnails 260 px wide in rows, as an SVG of embedded PNGs rastered once.
const thumb = 260;
const perRow = 8;
const cells = shots.map((s) => ({ ...s, th: Math.round((s.height / s.width) * thumb) }));
let y = 20;
const parts: string[] = [];
for (let i = 0; i < cells.length; i += perRow) {
  const line = cells.slice(i, i + perRow);
  const rowHeight = Math.max(...line.map((c) => c.th));
  line.forEach((c, j) => {
    const x = 20 + j * (thumb + 20);
    parts.push(
      `<image x="${x}" y="${y}" width="${thumb}" height="${c.th}" href="data:image/png;base64,${c.png.toString('base64')}"/>`,
    );
  });
  y += rowHeight + 20;
}
const sheetWidth = 20 + perRow * (thumb + 20);
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${y}"><rect width="100%" height="100%" fill="#d9dbe0"/>${parts.join('')}</svg>`;
writeFileSync(
  join(outDir, 'contact-sheet.png'),
  new Resvg(sheet, { font: { loadSystemFonts: false } }).render().asPng(),
);
console.log(`${shots.length} screens in ${outDir}`);
