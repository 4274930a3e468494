import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer } from '../../h.js';
import { email, heading, phoneForm, webCard, webSplit } from './parts.js';

export function logInForm(ctx: ScreenContext): Node {
  const { kit, platform, content } = ctx;
  const fields = [
    kit.textField({ label: 'Email', value: email(ctx) }),
    kit.passwordField({ label: 'Password', value: 'correct-horse', labelAction: 'Forgot password?' }),
  ];
  const providers =
    platform === 'android' ? (['google', 'facebook'] as const) : (['apple', 'google', 'facebook'] as const);
  if (platform === 'web') {
    return webCard(ctx, [
      heading(ctx, 'Welcome back', `Log in to your ${ctx.app.title} account.`),
      ...fields,
      kit.checkbox(true, 'Keep me logged in'),
      kit.button('Log in', { full: true }),
      kit.divider('or'),
      kit.socialButtons(['google', 'github'], { layout: 'row' }),
      kit.prompt(`New to ${ctx.app.title}?`, 'Create an account'),
    ]);
  }
  return phoneForm(ctx, {
    back: true,
    content: [
      heading(ctx, 'Welcome back', `Good to see you again, ${content.user.first}.`),
      ...fields,
      kit.button('Log in'),
      kit.divider('or log in with'),
      kit.socialButtons([...providers], { layout: 'row' }),
    ],
    actions: [kit.prompt("Don't have an account?", 'Sign up')],
  });
}

export function logInSocialFirst(ctx: ScreenContext): Node {
  const { kit, platform, content } = ctx;
  const providers =
    platform === 'android' ? (['google', 'facebook', 'x'] as const) : (['apple', 'google', 'x'] as const);
  const stack = [
    kit.socialButtons([...providers]),
    kit.divider('or'),
    kit.textField({ label: 'Email', placeholder: 'you@example.com' }),
    kit.button('Continue', { variant: 'secondary', full: true }),
  ];
  if (platform === 'web') {
    return webCard(ctx, [
      col(
        { gap: 16, alignItems: 'center' },
        kit.logo(content.glyph, null, 44),
        heading(ctx, `Log in to ${ctx.app.title}`, ctx.app.tagline, { center: true }),
      ),
      ...stack,
    ]);
  }
  return phoneForm(ctx, {
    content: [
      col(
        { gap: 18, alignItems: 'center', paddingTop: 24 },
        kit.logo(content.glyph, null, 56),
        heading(ctx, `Log in to ${ctx.app.title}`, ctx.app.tagline, { center: true }),
      ),
      ...stack,
    ],
    actions: [kit.prompt('New here?', 'Create an account')],
  });
}

export function logInSplit(ctx: ScreenContext): Node {
  const { kit, platform, content, random, size, chrome, m, p, ds } = ctx;
  const fields = [
    kit.textField({ label: 'Email', value: email(ctx), icon: 'mail' }),
    kit.passwordField({ label: 'Password', placeholder: 'Your password', icon: 'lock' }),
  ];
  if (platform === 'web') {
    return webSplit(ctx, [
      kit.logo(content.glyph, ctx.app.title, 36),
      heading(ctx, 'Log in', 'Welcome back! Enter your details.'),
      ...fields,
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.checkbox(false, 'Remember me'),
        kit.link('Forgot password?'),
      ),
      kit.button('Log in', { full: true }),
      kit.prompt("Don't have an account?", 'Sign up'),
    ]);
  }
  const imageHeight = Math.round(size.height * 0.34);
  return chrome.frame({
    onDark: true,
    backdrop: kit.photo(content.heroPhoto, random.int(1, 1e9), size.width, imageHeight + 60),
    body: col(
      { flexGrow: 1 },
      spacer(imageHeight - 54),
      col(
        {
          flexGrow: 1,
          backgroundColor: p.background,
          borderTopLeftRadius: ds.radius.xl,
          borderTopRightRadius: ds.radius.xl,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          paddingTop: 28,
          gap: 18,
        },
        heading(ctx, 'Log in', `Pick up where you left off.`),
        ...fields,
        row({ justifyContent: 'flex-end', width: '100%' }, kit.link('Forgot password?')),
        kit.button('Log in'),
        spacer(),
        kit.prompt("Don't have an account?", 'Sign up', { paddingBottom: 8 }),
      ),
    ),
  });
}
