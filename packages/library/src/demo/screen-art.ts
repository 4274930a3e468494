import type { Brand } from './brand.js';
import { type Box, Canvas } from './canvas.js';
import type { PatternSlug } from './catalog.js';
import type { Random } from './random.js';

export interface ScreenSpec {
  appTitle: string;
  platform: 'ios' | 'android' | 'web';
  pattern: PatternSlug;
  screenType: 'marketing' | 'application';
  title: string;
  lines: string[];
  action: string;
  nouns: string[];
}

export const MOBILE_SIZE = { width: 390, height: 844 } as const;
export const WEB_SIZE = { width: 1280, height: 800 } as const;

const WITHOUT_CHROME: PatternSlug[] = [
  'sign-up',
  'log-in',
  'onboarding',
  'paywall',
  'error',
  'landing-page',
  'pricing',
];

/** Draws one believable interface screen for an app: chrome for its platform, content for its pattern. */
export function drawScreen(spec: ScreenSpec, brand: Brand, random: Random): Canvas {
  const size = spec.platform === 'web' ? WEB_SIZE : MOBILE_SIZE;
  const canvas = new Canvas(size.width, size.height, brand);
  const area = spec.platform === 'web' ? webChrome(canvas, spec, random) : mobileChrome(canvas, spec, random);
  drawContent(canvas, area, spec, random);
  return canvas;
}

function logo(canvas: Canvas, x: number, y: number, title: string, size = 28): void {
  const { brand } = canvas;
  canvas.rect(x, y, size, size, brand.primary, Math.min(brand.radius, size / 3));
  canvas.text(x + size / 2, y + size * 0.7, title.charAt(0), {
    size: size * 0.6,
    weight: 700,
    fill: brand.primaryText,
    anchor: 'middle',
  });
}

function mobileChrome(canvas: Canvas, spec: ScreenSpec, random: Random): Box {
  const { brand, width, height } = canvas;
  canvas.text(24, 30, '9:41', { size: 15, weight: 600 });
  canvas.rect(width - 58, 19, 26, 12, 'none', 3, brand.text);
  canvas.rect(width - 55, 22, 18, 6, brand.text, 1);
  const chromeless = WITHOUT_CHROME.includes(spec.pattern) || spec.screenType === 'marketing';
  if (chromeless) return { x: 24, y: 64, width: width - 48, height: height - 100 };
  canvas.text(24, 98, spec.title, {
    size: brand.baseSize * brand.headingScale,
    weight: 700,
    maxWidth: width - 100,
  });
  canvas.circle(width - 40, 90, 16, brand.border);
  canvas.component('navigation-bar', { x: 0, y: 50, width, height: 70 });
  const tabs = random.sample(['Home', 'Search', 'Library', 'Inbox', 'Profile', 'Explore', 'Activity'], 4);
  const tabTop = height - 84;
  canvas.rect(0, tabTop, width, 84, brand.surface).line(0, tabTop, width, tabTop, brand.border);
  tabs.forEach((tab, index) => {
    const cx = (width / tabs.length) * (index + 0.5);
    const active = index === 0;
    canvas.rect(cx - 11, tabTop + 12, 22, 22, active ? brand.primary : brand.muted, 6);
    canvas.text(cx, tabTop + 52, tab, {
      size: 11,
      fill: active ? brand.primary : brand.muted,
      anchor: 'middle',
    });
  });
  canvas.component('tab-bar', { x: 0, y: tabTop, width, height: 84 });
  return { x: 24, y: 124, width: width - 48, height: tabTop - 140 };
}

function webChrome(canvas: Canvas, spec: ScreenSpec, random: Random): Box {
  const { brand, width, height } = canvas;
  if (spec.screenType === 'marketing' || spec.pattern === 'landing-page' || spec.pattern === 'pricing') {
    canvas.rect(0, 0, width, 72, brand.surface).line(0, 72, width, 72, brand.border);
    logo(canvas, 48, 22, spec.appTitle);
    canvas.text(86, 42, spec.appTitle, { size: 18, weight: 700 });
    ['Product', 'Solutions', 'Pricing', 'Customers', 'Blog'].forEach((link, index) => {
      canvas.text(420 + index * 104, 42, link, { size: 15, fill: brand.muted });
    });
    canvas.text(width - 220, 42, 'Log in', { size: 15, weight: 600 });
    canvas.rect(width - 150, 18, 110, 38, brand.primary, brand.radius);
    canvas.text(width - 95, 42, 'Sign up', {
      size: 15,
      weight: 600,
      fill: brand.primaryText,
      anchor: 'middle',
    });
    canvas.component('navigation-bar', { x: 0, y: 0, width, height: 72 });
    return { x: 120, y: 110, width: width - 240, height: height - 140 };
  }
  if (WITHOUT_CHROME.includes(spec.pattern)) {
    logo(canvas, width / 2 - 18, 56, spec.appTitle, 36);
    return { x: width / 2 - 220, y: 120, width: 440, height: height - 160 };
  }
  const sidebar = 248;
  canvas.rect(0, 0, sidebar, height, brand.surface).line(sidebar, 0, sidebar, height, brand.border);
  logo(canvas, 24, 24, spec.appTitle);
  canvas.text(62, 44, spec.appTitle, { size: 17, weight: 700 });
  const items = ['Home', ...spec.nouns.slice(0, 4).map((noun) => `${noun}s`.replace(/ss$/, 's')), 'Settings'];
  items.forEach((item, index) => {
    const y = 92 + index * 44;
    if (index === 0) canvas.rect(12, y - 26, sidebar - 24, 38, brand.background, 8);
    canvas.rect(28, y - 15, 16, 16, index === 0 ? brand.primary : brand.muted, 4);
    canvas.text(56, y - 1, item, {
      size: 15,
      weight: index === 0 ? 600 : 400,
      fill: index === 0 ? brand.text : brand.muted,
    });
  });
  canvas.component('list', { x: 12, y: 60, width: sidebar - 24, height: items.length * 44 + 8 });
  canvas.rect(sidebar, 0, width - sidebar, 64, brand.surface).line(sidebar, 64, width, 64, brand.border);
  canvas.rect(sidebar + 32, 14, 360, 36, brand.background, brand.radius, brand.border);
  canvas.text(sidebar + 52, 38, `Search ${spec.appTitle}`, { size: 14, fill: brand.muted });
  canvas.circle(width - 48, 32, 18, brand.accent);
  canvas.component('navigation-bar', { x: sidebar, y: 0, width: width - sidebar, height: 64 });
  canvas.text(sidebar + 32, 112, spec.title, {
    size: brand.baseSize * brand.headingScale,
    weight: 700,
    maxWidth: 700,
  });
  random.next();
  return { x: sidebar + 32, y: 136, width: width - sidebar - 64, height: height - 160 };
}

function button(canvas: Canvas, box: Box, label: string, kind: 'primary' | 'secondary' = 'primary'): void {
  const { brand } = canvas;
  if (kind === 'primary') canvas.rect(box.x, box.y, box.width, box.height, brand.primary, brand.radius);
  else canvas.rect(box.x, box.y, box.width, box.height, brand.surface, brand.radius, brand.border);
  canvas.text(box.x + box.width / 2, box.y + box.height / 2 + 5, label, {
    size: brand.baseSize,
    weight: 600,
    fill: kind === 'primary' ? brand.primaryText : brand.text,
    anchor: 'middle',
  });
  canvas.component('button', box);
}

function field(canvas: Canvas, x: number, y: number, width: number, label: string, value: string): number {
  const { brand } = canvas;
  canvas.text(x, y, label, { size: brand.baseSize - 2, weight: 600, fill: brand.muted });
  canvas.rect(x, y + 8, width, 46, brand.surface, Math.min(brand.radius, 12), brand.border);
  canvas.text(x + 14, y + 37, value, {
    size: brand.baseSize,
    fill: value.startsWith('•') ? brand.text : brand.muted,
    maxWidth: width - 28,
  });
  return y + 76;
}

function illustration(canvas: Canvas, box: Box, random: Random): void {
  const { brand } = canvas;
  canvas.rect(
    box.x,
    box.y,
    box.width,
    box.height,
    brand.dark ? brand.surface : `${brand.primary}1a`,
    brand.radius * 1.5,
  );
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  canvas.circle(cx - box.width * 0.12, cy, Math.min(box.width, box.height) * 0.28, brand.primary);
  canvas.circle(
    cx + box.width * 0.16,
    cy + box.height * 0.1,
    Math.min(box.width, box.height) * 0.18,
    brand.accent,
  );
  canvas.rect(cx - box.width * 0.3, cy + box.height * 0.22, box.width * 0.6, 10, brand.border, 5);
  if (random.chance(0.5)) canvas.circle(box.x + box.width * 0.82, box.y + box.height * 0.2, 12, brand.accent);
}

function listRows(canvas: Canvas, box: Box, rows: string[], random: Random, withAvatar = false): number {
  const { brand } = canvas;
  const rowHeight = withAvatar ? 68 : 56;
  rows.forEach((row, index) => {
    const y = box.y + index * rowHeight;
    if (withAvatar)
      canvas.circle(box.x + 20, y + rowHeight / 2, 18, index % 2 ? brand.accent : brand.primary);
    const textX = box.x + (withAvatar ? 52 : 0);
    canvas.text(textX, y + rowHeight / 2 + (withAvatar ? -2 : 5), row, {
      size: brand.baseSize,
      weight: withAvatar ? 600 : 400,
      maxWidth: box.width - 90,
    });
    if (withAvatar)
      canvas.text(textX, y + rowHeight / 2 + 18, `${random.int(1, 59)} min ago`, {
        size: brand.baseSize - 3,
        fill: brand.muted,
      });
    canvas.path(`M ${box.x + box.width - 10} ${y + rowHeight / 2 - 6} l 6 6 l -6 6`, brand.muted, 2);
    canvas.line(box.x, y + rowHeight, box.x + box.width, y + rowHeight, brand.border);
  });
  canvas.component('list', {
    x: box.x - 4,
    y: box.y,
    width: box.width + 8,
    height: rows.length * rowHeight + 2,
  });
  return box.y + rows.length * rowHeight;
}

function card(canvas: Canvas, box: Box, heading: string, sub: string, random: Random): void {
  const { brand } = canvas;
  canvas.rect(box.x, box.y, box.width, box.height, brand.surface, brand.radius, brand.border);
  const imageHeight = Math.round(box.height * 0.55);
  canvas.rect(
    box.x + 1,
    box.y + 1,
    box.width - 2,
    imageHeight,
    random.chance(0.5) ? `${brand.primary}33` : `${brand.accent}33`,
    brand.radius,
  );
  canvas.circle(
    box.x + box.width * 0.5,
    box.y + imageHeight * 0.5,
    Math.min(box.width, imageHeight) * 0.2,
    random.chance(0.5) ? brand.primary : brand.accent,
  );
  canvas.text(box.x + 14, box.y + imageHeight + 26, heading, {
    size: brand.baseSize,
    weight: 700,
    maxWidth: box.width - 28,
  });
  canvas.text(box.x + 14, box.y + imageHeight + 48, sub, {
    size: brand.baseSize - 2,
    fill: brand.muted,
    maxWidth: box.width - 28,
  });
  canvas.component('card', box);
}

function statCards(canvas: Canvas, box: Box, spec: ScreenSpec, random: Random): number {
  const { brand } = canvas;
  const count = box.width > 600 ? 4 : 2;
  const gap = 12;
  const width = (box.width - gap * (count - 1)) / count;
  for (let i = 0; i < count; i += 1) {
    const x = box.x + i * (width + gap);
    canvas.rect(x, box.y, width, 96, brand.surface, brand.radius, brand.border);
    canvas.text(x + 14, box.y + 28, spec.nouns[i % spec.nouns.length] ?? 'Total', {
      size: brand.baseSize - 2,
      fill: brand.muted,
      maxWidth: width - 28,
    });
    canvas.text(x + 14, box.y + 64, `${random.int(2, 98)}${random.pick([',204', '.5k', '%', ''])}`, {
      size: brand.baseSize * 1.6,
      weight: 700,
    });
    canvas.text(x + 14, box.y + 86, `+${random.int(1, 24)}% this week`, {
      size: brand.baseSize - 4,
      fill: brand.primary,
    });
    canvas.component('card', { x, y: box.y, width, height: 96 });
  }
  return box.y + 112;
}

function chart(canvas: Canvas, box: Box, random: Random): void {
  const { brand } = canvas;
  canvas.rect(box.x, box.y, box.width, box.height, brand.surface, brand.radius, brand.border);
  canvas.text(box.x + 16, box.y + 28, 'Last 30 days', { size: brand.baseSize - 1, weight: 600 });
  const bars = box.width > 600 ? 24 : 12;
  const barWidth = (box.width - 32) / bars;
  for (let i = 0; i < bars; i += 1) {
    const h = (box.height - 70) * (0.25 + random.next() * 0.75);
    canvas.rect(
      box.x + 16 + i * barWidth + 2,
      box.y + box.height - 16 - h,
      barWidth - 4,
      h,
      i === bars - 1 ? brand.primary : `${brand.primary}66`,
      3,
    );
  }
}

function table(canvas: Canvas, box: Box, spec: ScreenSpec, random: Random): void {
  const { brand } = canvas;
  const columns = ['Name', 'Status', 'Owner', 'Updated'];
  const rows = Math.max(3, Math.min(6, Math.floor((box.height - 44) / 44)));
  canvas.rect(box.x, box.y, box.width, 44 + rows * 44, brand.surface, brand.radius, brand.border);
  const colWidth = box.width / columns.length;
  columns.forEach((column, index) => {
    canvas.text(box.x + 16 + index * colWidth, box.y + 28, column, {
      size: brand.baseSize - 2,
      weight: 600,
      fill: brand.muted,
    });
  });
  for (let r = 0; r < rows; r += 1) {
    const y = box.y + 44 + r * 44;
    canvas.line(box.x, y, box.x + box.width, y, brand.border);
    const noun = spec.nouns[r % spec.nouns.length] ?? 'Item';
    canvas.text(box.x + 16, y + 28, `${noun} ${random.int(10, 99)}`, {
      size: brand.baseSize - 1,
      maxWidth: colWidth - 24,
    });
    const status = random.pick(['Active', 'Draft', 'Done', 'Review']);
    canvas.rect(box.x + 16 + colWidth, y + 11, 70, 22, `${brand.accent}33`, 11);
    canvas.text(box.x + 51 + colWidth, y + 27, status, {
      size: 12,
      weight: 600,
      fill: brand.text,
      anchor: 'middle',
    });
    canvas.text(box.x + 16 + colWidth * 2, y + 28, random.pick(['Maya', 'Theo', 'Ana', 'Sam', 'Lee']), {
      size: brand.baseSize - 1,
    });
    canvas.text(box.x + 16 + colWidth * 3, y + 28, `${random.int(1, 28)} Nov`, {
      size: brand.baseSize - 1,
      fill: brand.muted,
    });
  }
  canvas.component('table', { x: box.x, y: box.y, width: box.width, height: 44 + rows * 44 });
}

function datePicker(canvas: Canvas, box: Box, random: Random): number {
  const { brand } = canvas;
  const height = 300;
  canvas.rect(box.x, box.y, box.width, height, brand.surface, brand.radius, brand.border);
  canvas.text(box.x + 16, box.y + 32, 'December 2026', { size: brand.baseSize, weight: 700 });
  const cell = (box.width - 32) / 7;
  ['M', 'T', 'W', 'T', 'F', 'S', 'S'].forEach((day, index) => {
    canvas.text(box.x + 16 + cell * (index + 0.5), box.y + 64, day, {
      size: 12,
      fill: brand.muted,
      anchor: 'middle',
    });
  });
  const selected = random.int(8, 20);
  for (let dayNumber = 1; dayNumber <= 31; dayNumber += 1) {
    const index = dayNumber + 1;
    const cx = box.x + 16 + cell * ((index % 7) + 0.5);
    const cy = box.y + 92 + Math.floor(index / 7) * 40;
    if (dayNumber === selected) canvas.circle(cx, cy - 5, 16, brand.primary);
    canvas.text(cx, cy, String(dayNumber), {
      size: 13,
      anchor: 'middle',
      fill: dayNumber === selected ? brand.primaryText : brand.text,
    });
  }
  canvas.component('date-picker', { x: box.x, y: box.y, width: box.width, height });
  return box.y + height + 16;
}

function toast(canvas: Canvas, box: Box, message: string): void {
  const { brand } = canvas;
  const width = Math.min(box.width, 356);
  const x = box.x + box.width - width;
  const y = box.y + box.height - 64;
  canvas.rect(x, y, width, 52, brand.dark ? '#fafafa' : '#18181b', 10);
  canvas.circle(x + 24, y + 26, 8, brand.accent);
  canvas.text(x + 42, y + 31, message, {
    size: 14,
    fill: brand.dark ? '#18181b' : '#fafafa',
    maxWidth: width - 60,
  });
  canvas.component('toast', { x, y, width, height: 52 });
}

function drawContent(canvas: Canvas, area: Box, spec: ScreenSpec, random: Random): void {
  const { brand } = canvas;
  const heading = brand.baseSize * brand.headingScale;
  const wide = area.width > 600;
  let y = area.y;
  switch (spec.pattern) {
    case 'sign-up':
    case 'log-in':
    case 'checkout': {
      if (WITHOUT_CHROME.includes(spec.pattern)) {
        canvas.text(area.x, y + 40, spec.title, { size: heading * 1.1, weight: 700, maxWidth: area.width });
        y += 76;
      }
      const top = y;
      const fields = spec.lines.slice(0, spec.pattern === 'checkout' ? 4 : 3);
      for (const label of fields) {
        y = field(
          canvas,
          area.x,
          y + 14,
          area.width,
          label,
          label.toLowerCase().includes('password')
            ? '••••••••••'
            : label === 'Email' || label.includes('mail')
              ? 'maya@studio.co'
              : '',
        );
      }
      canvas.component('form', { x: area.x - 4, y: top, width: area.width + 8, height: y - top });
      const pickerFits = y + 4 + 300 + 16 + 12 + 52 <= area.y + area.height;
      if (spec.pattern === 'checkout' && random.chance(0.5) && !wide && pickerFits) {
        y = datePicker(canvas, { x: area.x, y: y + 4, width: area.width, height: 300 }, random);
      }
      button(canvas, { x: area.x, y: y + 12, width: area.width, height: 52 }, spec.action);
      spec.lines.slice(fields.length).forEach((line, index) => {
        canvas.text(area.x + area.width / 2, y + 104 + index * 30, line, {
          size: brand.baseSize - 1,
          fill: index === 0 ? brand.primary : brand.muted,
          anchor: 'middle',
          maxWidth: area.width,
        });
      });
      return;
    }
    case 'onboarding':
    case 'empty-state':
    case 'error': {
      const artHeight = Math.min(area.height * 0.45, 340);
      illustration(canvas, { x: area.x, y: y + 20, width: area.width, height: artHeight }, random);
      y += artHeight + 80;
      canvas.text(area.x + area.width / 2, y, spec.title, {
        size: heading,
        weight: 700,
        anchor: 'middle',
        maxWidth: area.width,
      });
      spec.lines.slice(0, 3).forEach((line, index) => {
        canvas.text(area.x + area.width / 2, y + 38 + index * 28, line, {
          size: brand.baseSize,
          fill: brand.muted,
          anchor: 'middle',
          maxWidth: area.width,
        });
      });
      if (spec.pattern === 'onboarding') {
        [0, 1, 2].forEach((dot) => {
          canvas.circle(
            area.x + area.width / 2 - 16 + dot * 16,
            area.y + area.height - 92,
            4,
            dot === 0 ? brand.primary : brand.border,
          );
        });
      }
      button(canvas, { x: area.x, y: area.y + area.height - 64, width: area.width, height: 52 }, spec.action);
      return;
    }
    case 'paywall':
    case 'pricing': {
      canvas.text(area.x + area.width / 2, y + 44, spec.title, {
        size: heading * 1.1,
        weight: 800,
        anchor: 'middle',
        maxWidth: area.width,
      });
      y += 84;
      const plans = spec.pattern === 'pricing' ? ['Free', 'Pro', 'Team'] : ['Monthly', 'Yearly'];
      const columns = wide ? plans.length : 1;
      const planWidth = (area.width - 16 * (columns - 1)) / columns;
      const planHeight = wide ? 300 : 104;
      plans.forEach((plan, index) => {
        const x = area.x + (wide ? index * (planWidth + 16) : 0);
        const py = wide ? y : y + index * (planHeight + 12);
        const highlighted = index === plans.length - 1 - (plans.length > 2 ? 1 : 0);
        canvas.rect(
          x,
          py,
          planWidth,
          planHeight,
          brand.surface,
          brand.radius,
          highlighted ? brand.primary : brand.border,
        );
        if (highlighted) canvas.rect(x, py, planWidth, 4, brand.primary, 2);
        canvas.text(x + 18, py + 34, plan, { size: brand.baseSize + 2, weight: 700 });
        const price =
          plan === 'Free' ? '$0' : `$${random.pick([8, 12, 15, 29])}${plan === 'Yearly' ? '.99/yr' : '/mo'}`;
        canvas.text(x + 18, py + 74, price, { size: heading, weight: 800 });
        if (wide) {
          spec.lines.forEach((line, lineIndex) => {
            canvas.path(`M ${x + 18} ${py + 118 + lineIndex * 30} l 5 5 l 9 -10`, brand.primary, 2);
            canvas.text(x + 40, py + 124 + lineIndex * 30, line, {
              size: brand.baseSize - 1,
              maxWidth: planWidth - 56,
            });
          });
        }
        canvas.component('card', { x, y: py, width: planWidth, height: planHeight });
      });
      y += wide ? planHeight + 24 : plans.length * (planHeight + 12) + 8;
      if (!wide) {
        spec.lines.slice(0, 4).forEach((line, index) => {
          canvas.path(`M ${area.x} ${y + index * 32 + 4} l 5 5 l 9 -10`, brand.primary, 2);
          canvas.text(area.x + 24, y + index * 32 + 10, line, {
            size: brand.baseSize,
            maxWidth: area.width - 24,
          });
        });
      }
      button(
        canvas,
        {
          x: wide ? area.x + area.width / 2 - 160 : area.x,
          y: area.y + area.height - 64,
          width: wide ? 320 : area.width,
          height: 52,
        },
        spec.action,
      );
      if (spec.pattern === 'paywall' && !wide)
        canvas.component('modal', { x: 0, y: area.y - 20, width: canvas.width, height: area.height + 40 });
      return;
    }
    case 'settings':
    case 'profile': {
      if (spec.pattern === 'profile') {
        canvas.circle(area.x + 44, y + 44, 40, brand.accent);
        canvas.text(area.x + 100, y + 38, spec.lines[0] ?? 'Maya Chen', { size: heading * 0.9, weight: 700 });
        canvas.text(area.x + 100, y + 64, spec.lines[1] ?? '', { size: brand.baseSize, fill: brand.muted });
        y += 112;
        button(
          canvas,
          { x: area.x, y, width: wide ? 200 : area.width, height: 44 },
          spec.action,
          'secondary',
        );
        y += 64;
      }
      const rows = spec.pattern === 'settings' ? spec.lines : spec.nouns.map((noun) => `${noun}s`);
      y = listRows(
        canvas,
        { x: area.x, y, width: Math.min(area.width, 720), height: area.height },
        rows,
        random,
      );
      if (spec.pattern === 'settings' && random.chance(0.4)) toast(canvas, area, 'Changes saved');
      return;
    }
    case 'notifications':
    case 'chat': {
      if (spec.pattern === 'notifications') {
        y = listRows(
          canvas,
          { x: area.x, y, width: Math.min(area.width, 720), height: area.height },
          spec.lines,
          random,
          true,
        );
        toast(canvas, area, `New ${spec.nouns[0]?.toLowerCase() ?? 'update'} shared with you`);
        return;
      }
      spec.lines.slice(0, 3).forEach((line, index) => {
        const mine = index % 2 === 1;
        const width = Math.min(area.width * 0.75, line.length * brand.baseSize * 0.58 + 32);
        const x = mine ? area.x + area.width - width : area.x;
        canvas.rect(
          x,
          y + index * 72,
          width,
          52,
          mine ? brand.primary : brand.surface,
          18,
          mine ? undefined : brand.border,
        );
        canvas.text(x + 16, y + index * 72 + 32, line, {
          size: brand.baseSize,
          fill: mine ? brand.primaryText : brand.text,
          maxWidth: width - 28,
        });
      });
      const inputY = area.y + area.height - 56;
      canvas.rect(area.x, inputY, area.width - 60, 48, brand.surface, 24, brand.border);
      canvas.text(area.x + 20, inputY + 30, spec.lines[3] ?? 'Type a message', {
        size: brand.baseSize,
        fill: brand.muted,
      });
      canvas.circle(area.x + area.width - 24, inputY + 24, 24, brand.primary);
      canvas.component('form', { x: area.x, y: inputY, width: area.width, height: 48 });
      return;
    }
    case 'search': {
      canvas.rect(area.x, y, area.width, 48, brand.surface, brand.radius, brand.border);
      canvas.circle(area.x + 24, y + 24, 8, 'none');
      canvas.text(area.x + 44, y + 30, spec.lines[2] ?? 'Search', {
        size: brand.baseSize,
        fill: brand.muted,
      });
      canvas.component('form', { x: area.x, y, width: area.width, height: 48 });
      y += 72;
      canvas.text(area.x, y, spec.lines[0] ?? 'Recent searches', {
        size: brand.baseSize - 1,
        weight: 700,
        fill: brand.muted,
      });
      let chipX = area.x;
      for (const noun of spec.nouns.slice(0, wide ? 5 : 3)) {
        const width = noun.length * 9 + 32;
        canvas.rect(chipX, y + 16, width, 34, `${brand.primary}1f`, 17);
        canvas.text(chipX + width / 2, y + 38, noun, { size: 14, anchor: 'middle' });
        chipX += width + 8;
      }
      y += 76;
      listRows(
        canvas,
        { x: area.x, y, width: area.width, height: area.height },
        spec.nouns.map((noun) => `${noun} · ${spec.lines[1] ?? 'Trending'}`),
        random,
        true,
      );
      return;
    }
    case 'dashboard': {
      y = statCards(canvas, { x: area.x, y, width: area.width, height: 96 }, spec, random);
      const chartHeight = wide ? 220 : 200;
      chart(
        canvas,
        { x: area.x, y, width: wide ? area.width * 0.6 - 8 : area.width, height: chartHeight },
        random,
      );
      if (wide) {
        datePicker(
          canvas,
          { x: area.x + area.width * 0.6 + 8, y, width: area.width * 0.4 - 8, height: 300 },
          random,
        );
        table(
          canvas,
          {
            x: area.x,
            y: y + chartHeight + 16,
            width: area.width * 0.6 - 8,
            height: area.y + area.height - y - chartHeight - 16,
          },
          spec,
          random,
        );
      } else {
        listRows(
          canvas,
          { x: area.x, y: y + chartHeight + 16, width: area.width, height: 200 },
          spec.lines.slice(0, 3),
          random,
        );
      }
      return;
    }
    case 'feed':
    case 'landing-page':
    case 'detail': {
      if (spec.pattern === 'landing-page' || spec.screenType === 'marketing') {
        canvas.text(area.x + area.width / 2, y + (wide ? 70 : 40), spec.title, {
          size: wide ? 46 : heading * 1.2,
          weight: 800,
          anchor: 'middle',
          maxWidth: area.width,
        });
        canvas.text(area.x + area.width / 2, y + (wide ? 116 : 80), spec.lines[0] ?? '', {
          size: brand.baseSize + 2,
          fill: brand.muted,
          anchor: 'middle',
          maxWidth: area.width,
        });
        button(
          canvas,
          {
            x: area.x + area.width / 2 - (wide ? 110 : area.width / 2),
            y: y + (wide ? 148 : 110),
            width: wide ? 220 : area.width,
            height: 52,
          },
          spec.action,
        );
        y += wide ? 240 : 190;
      }
      const columns = wide ? 3 : 1;
      const gap = 16;
      const cardWidth = (area.width - gap * (columns - 1)) / columns;
      const cardHeight = wide ? 250 : 230;
      const rows = Math.max(1, Math.floor((area.y + area.height - y) / (cardHeight + gap)));
      for (let r = 0; r < rows; r += 1) {
        for (let c = 0; c < columns; c += 1) {
          const noun = spec.nouns[(r * columns + c) % spec.nouns.length] ?? 'Item';
          card(
            canvas,
            {
              x: area.x + c * (cardWidth + gap),
              y: y + r * (cardHeight + gap),
              width: cardWidth,
              height: cardHeight,
            },
            spec.pattern === 'landing-page'
              ? (spec.lines[(r * columns + c + 1) % spec.lines.length] ?? noun)
              : `${noun} ${random.int(2, 40)}`,
            spec.pattern === 'detail'
              ? (spec.lines[1] ?? '')
              : (spec.lines[(c + 1) % spec.lines.length] ?? ''),
            random,
          );
        }
      }
      return;
    }
    default: {
      const exhaustive: never = spec.pattern;
      throw new Error(`No layout for ${String(exhaustive)}`);
    }
  }
}
