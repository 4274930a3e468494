import type { UiElementSlug as ComponentSlug } from '../catalog/taxonomy.js';
import type { Brand } from './brand.js';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/**
 * Collects SVG shapes for one screen, the words drawn on it (its "text in screen") and the boxes of
 * the components it contains, so components can be cut from the rendered image.
 */
export class Canvas {
  private readonly parts: string[] = [];
  readonly words: string[] = [];
  readonly components: { category: ComponentSlug; box: Box }[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly brand: Brand,
  ) {
    this.rect(0, 0, width, height, brand.background);
  }

  rect(x: number, y: number, width: number, height: number, fill: string, radius = 0, stroke?: string): this {
    this.parts.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1"` : ''}/>`,
    );
    return this;
  }

  circle(cx: number, cy: number, r: number, fill: string): this {
    this.parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1): this {
    this.parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`,
    );
    return this;
  }

  path(d: string, stroke: string, width = 2, fill = 'none'): this {
    this.parts.push(
      `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="${fill}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    return this;
  }

  /** Draws text and records its words; `maxWidth` shortens it with an ellipsis to fit. */
  text(
    x: number,
    y: number,
    content: string,
    options: {
      size?: number;
      weight?: number;
      fill?: string;
      anchor?: 'start' | 'middle' | 'end';
      maxWidth?: number;
    } = {},
  ): this {
    const size = options.size ?? this.brand.baseSize;
    let shown = content;
    if (options.maxWidth) {
      const fits = Math.floor(options.maxWidth / (size * 0.56));
      if (shown.length > fits) shown = `${shown.slice(0, Math.max(1, fits - 1)).trimEnd()}…`;
    }
    this.words.push(shown.replace(/…$/, ''));
    this.parts.push(
      `<text x="${x}" y="${y}" font-family="${this.brand.font}" font-size="${size}" font-weight="${options.weight ?? 400}" fill="${options.fill ?? this.brand.text}" text-anchor="${options.anchor ?? 'start'}">${escapeXml(shown)}</text>`,
    );
    return this;
  }

  component(category: ComponentSlug, box: Box): this {
    const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), max));
    const x = clamp(box.x, this.width - 1);
    const y = clamp(box.y, this.height - 1);
    this.components.push({
      category,
      box: { x, y, width: clamp(box.width, this.width - x), height: clamp(box.height, this.height - y) },
    });
    return this;
  }

  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">${this.parts.join('')}</svg>`;
  }
}
