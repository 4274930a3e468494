/**
 * Composer layouts: a full form, a quick-add sheet over the list, a post with pictures over the keyboard.
 */
import { alpha } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { dropdown, plainRows, popover, textArea, widened } from './parts.js';
import { keyboard } from './parts-chat.js';
import { domain, phone, webApp } from './parts-screen.js';
import { cornerDot } from './parts-thread.js';

/** The phone composer's bar: Cancel, the title, the saving action. */
function composerBar(ctx: ScreenContext, title: string, action: string): Node {
  const { p, kit, platform } = ctx;
  return ui(
    'navigation-bar',
    row(
      { height: 56, width: '100%', paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, flexShrink: 0 },
      platform === 'android'
        ? icon('x', 24, p.text)
        : kit.body('Cancel', { color: p.primary === '#111111' ? p.text : p.primary }),
      spacer(),
      text(title, { ...font(ctx, 'headline'), fontSize: 17, color: p.text }),
      spacer(),
      kit.button(action, { size: 'sm', full: false }),
    ),
  );
}

/** A full form: the main field, notes, then the structured fields as rows. */
export function composerForm(ctx: ScreenContext): Node {
  const { platform, kit, p, content } = ctx;
  const c = domain(ctx).composer;
  const main = kit.textField({ label: c.fieldLabel, value: c.value, focused: true });
  const notes = textArea(ctx, {
    label: 'Notes',
    value: c.body,
    height: 124,
    counter: `${c.body.length}/280`,
  });
  const fieldRows = kit.list(
    c.fields.map((f, i) =>
      kit.listRow({
        title: f.label,
        leading: { icon: f.icon },
        value: f.value,
        chevron: true,
        last: i === c.fields.length - 1,
      }),
    ),
  );
  if (platform === 'web') {
    const modal = kit.modal(
      row({ width: '100%' }, kit.headline(c.title), spacer(), icon('x', 20, p.textMuted)),
      main,
      notes,
      row(
        { gap: 12, width: '100%', flexWrap: 'wrap' },
        ...c.fields
          .slice(0, 2)
          .map((f) => col({ flexGrow: 1, flexBasis: 0 }, dropdown(ctx, f.label, f.value, { icon: f.icon }))),
      ),
      c.fields[2] ? dropdown(ctx, c.fields[2].label, c.fields[2].value, { icon: c.fields[2].icon }) : null,
      row(
        { gap: 10, width: '100%', paddingTop: 6 },
        kit.checkbox(true, 'Notify followers'),
        spacer(),
        kit.button('Cancel', { variant: 'ghost', size: 'sm' }),
        kit.button(c.action, { size: 'sm' }),
      ),
    );
    return webApp(ctx, {
      active: 1,
      title: content.sections[1]?.label ?? 'Library',
      actions: [kit.button(c.title, { size: 'sm', icon: 'plus' })],
      body: col({ flexGrow: 1, padding: 32, gap: 6 }, ...plainRows(ctx, content.items.slice(0, 6))),
      overlay: widened(modal, 560),
    });
  }
  return phone(ctx, {
    top: [composerBar(ctx, c.title, platform === 'android' ? 'Save' : (c.action.split(' ')[0] ?? 'Save'))],
    body: [main, notes, fieldRows],
    gap: 18,
    paddingTop: 12,
  });
}

/** A quick-add sheet over the list: one line, smart chips, the keyboard. */
export function composerQuick(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content } = ctx;
  const c = domain(ctx).composer;
  const input = ui(
    'text-field',
    col(
      { gap: 6, width: '100%' },
      row(
        { gap: 2 },
        text(c.value, { ...font(ctx, 'headline'), fontSize: 19, color: p.text }),
        h('div', { width: 2, height: 22, backgroundColor: p.primary }),
      ),
      kit.muted('Description', { fontSize: 15 }),
    ),
  );
  const chips = row(
    { gap: 8, flexWrap: 'wrap', width: '100%' },
    ...c.chips.map((ch) => kit.chip(ch.label, { icon: ch.icon })),
  );
  const tools = row(
    { width: '100%', gap: 18 },
    ...['paperclip', 'image', 'at-sign', 'tag'].map((n) => icon(n, 22, p.textMuted)),
    spacer(),
    row(
      { width: 40, height: 40, borderRadius: 20, justifyContent: 'center', backgroundColor: p.primary },
      icon('arrow-up', 20, p.onPrimary, 2.4),
    ),
  );
  if (platform === 'web') {
    const palette = popover(
      ctx,
      'modal',
      640,
      16,
      row(
        { gap: 8 },
        kit.badge(content.sections[1]?.label ?? 'Inbox', 'neutral'),
        icon('chevron-right', 14, p.textMuted),
        kit.caption(c.title),
      ),
      input,
      chips,
      h('div', { height: 1, width: '100%', backgroundColor: p.border }),
      row(
        { width: '100%', gap: 10 },
        icon('paperclip', 18, p.textMuted),
        spacer(),
        kit.caption('Create more'),
        kit.toggle(false),
        kit.button(c.action, { size: 'sm' }),
      ),
    );
    return chrome.frame({
      side: chrome.sidebar({ active: 0 }),
      body: col(
        { flexGrow: 1, padding: 32, gap: 6 },
        kit.title(content.sections[0]?.label ?? 'Home', { fontSize: 24 }),
        ...plainRows(ctx, content.items.slice(0, 6)),
      ),
      overlay: { ...palette, tags: ['modal'] },
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: content.sections[0]?.label ?? 'Home', large: true })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin },
      ...content.items
        .slice(0, 3)
        .map((i) => kit.listRow({ title: i.title, subtitle: i.subtitle, leading: { icon: i.icon } })),
    ),
    overlay: tagSheet(ctx, [input, chips, tools, keyboard(ctx, { action: 'done' })]),
  });
}

/** A bottom sheet whose last child (a keyboard) runs to the screen's edges. */
function tagSheet(ctx: ScreenContext, children: Node[]): Node {
  const sheet = ctx.kit.sheet(...children.slice(0, -1));
  const style = { ...sheet.props.style, paddingBottom: 0 };
  const kids = Array.isArray(sheet.props.children) ? sheet.props.children : [];
  const last = children[children.length - 1] as Node;
  return {
    ...sheet,
    props: {
      ...sheet.props,
      style,
      children: [
        ...kids,
        h(
          'div',
          { marginLeft: -ctx.m.margin, marginRight: -ctx.m.margin, flexDirection: 'column' },
          last,
          h('div', { height: 30, backgroundColor: keyboardBase(ctx) }),
        ),
      ],
    },
  };
}

const keyboardBase = (ctx: ScreenContext) =>
  ctx.ds.dark ? '#2b2b30' : ctx.platform === 'android' ? '#eef0f4' : '#d1d4db';

/** A post composer: the author, what they wrote, attached pictures, a toolbar over the keyboard. */
export function composerPost(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, ds, random } = ctx;
  const c = domain(ctx).composer;
  const seed = random.int(1, 1e9);
  const photos = (w: number, hgt: number) =>
    row(
      { gap: 8 },
      ...content.items
        .slice(0, 2)
        .map((i, n) =>
          h(
            'div',
            { position: 'relative' },
            kit.photo(i.photo, seed + n, w, hgt, { borderRadius: ds.radius.md }),
            cornerDot({ backgroundColor: alpha('#000000', 0.55) }, icon('x', 14, '#ffffff')),
          ),
        ),
    );
  if (platform === 'web') {
    return webApp(ctx, {
      active: 1,
      title: c.title,
      subtitle: 'Draft · saved 9:41',
      actions: [
        kit.button('Preview', { variant: 'secondary', size: 'sm', icon: 'eye' }),
        kit.button(c.action, { size: 'sm' }),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { flexGrow: 1, paddingLeft: 56, paddingRight: 56, paddingTop: 32, gap: 18 },
          row(
            {
              gap: 4,
              padding: 4,
              borderRadius: ds.radius.sm,
              border: `1px solid ${p.border}`,
              alignSelf: 'flex-start',
            },
            ...['bold', 'italic', 'underline', 'list', 'list-ordered', 'link', 'image', 'code'].map((n) =>
              kit.iconButton(n, { size: 32 }),
            ),
          ),
          kit.display(c.value, { fontSize: 36 }),
          kit.body(c.body, { fontSize: 17, color: p.textMuted }),
          photos(300, 190),
        ),
        col(
          { width: 320, borderLeft: `1px solid ${p.border}`, padding: 24, gap: 18, flexShrink: 0 },
          kit.headline('Settings'),
          ...c.fields.map((f) => dropdown(ctx, f.label, f.value, { icon: f.icon })),
          row({ width: '100%' }, kit.label('Allow comments'), spacer(), kit.toggle(true)),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [composerBar(ctx, c.title, 'Post')],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 8, gap: 14 },
      row(
        { gap: 10 },
        kit.avatar(content.user, 40),
        col(
          { gap: 2 },
          kit.label(content.user.name, { fontWeight: 700 }),
          row(
            {
              gap: 4,
              paddingLeft: 8,
              paddingRight: 8,
              height: 22,
              borderRadius: 11,
              border: `1px solid ${p.border}`,
            },
            icon('globe', 12, p.textMuted),
            kit.caption('Everyone'),
          ),
        ),
      ),
      row(
        { gap: 2, flexWrap: 'wrap' },
        text(c.body, { ...font(ctx, 'body'), fontSize: 17, color: p.text }),
        h('div', { width: 2, height: 22, backgroundColor: p.primary }),
      ),
      photos(130, 130),
    ),
    bottom: [
      row(
        {
          width: '100%',
          height: 48,
          paddingLeft: ctx.m.margin,
          paddingRight: ctx.m.margin,
          gap: 22,
          borderTop: `1px solid ${p.border}`,
        },
        ...['image', 'camera', 'map-pin', 'at-sign', 'smile'].map((n) => icon(n, 22, p.primary)),
        spacer(),
        kit.caption(`${c.body.length}/280`),
      ),
      keyboard(ctx),
    ],
  });
}
