import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer } from '../../h.js';
import { email, heading, phoneForm, webCard } from './parts.js';

export function forgotForm(ctx: ScreenContext): Node {
  const { kit, platform, random } = ctx;
  const field = kit.textField({ label: 'Email', value: email(ctx), icon: 'mail' });
  const title = 'Reset your password';
  const subtitle = "Enter the email you signed up with and we'll send you a link to reset it.";
  if (platform === 'web') {
    return webCard(ctx, [
      kit.iconTile('key-round', { size: 48 }),
      heading(ctx, title, subtitle),
      field,
      kit.button('Send reset link', { full: true }),
      row({ justifyContent: 'center', gap: 6 }, kit.link('Back to log in')),
    ]);
  }
  return phoneForm(ctx, {
    back: true,
    content: [
      row({ justifyContent: 'center' }, kit.illustration('security', random.int(1, 1e9), 220, 170)),
      heading(ctx, title, subtitle),
      field,
    ],
    actions: [kit.button('Send reset link'), kit.button('Back to log in', { variant: 'ghost' })],
  });
}

export function forgotSent(ctx: ScreenContext): Node {
  const { kit, platform, random } = ctx;
  const title = 'Check your inbox';
  const subtitle = `We sent a reset link to ${email(ctx)}. It expires in 30 minutes.`;
  if (platform === 'web') {
    return webCard(ctx, [
      row({ justifyContent: 'center' }, kit.illustration('mail', random.int(1, 1e9), 220, 170)),
      heading(ctx, title, subtitle, { center: true }),
      kit.button('Open email app', { full: true, icon: 'mail' }),
      kit.prompt("Didn't get it?", 'Resend link'),
    ]);
  }
  return phoneForm(ctx, {
    back: true,
    content: [
      spacer(24),
      row({ justifyContent: 'center' }, kit.illustration('mail', random.int(1, 1e9), 260, 200)),
      heading(ctx, title, subtitle, { center: true }),
    ],
    actions: [
      kit.button('Open email app', { icon: 'mail' }),
      kit.prompt("Didn't get it?", 'Resend link', { paddingTop: 4 }),
    ],
  });
}

/** The reset form as a sheet (phones) or dialog (web) over the log-in screen. */
export function forgotSheet(ctx: ScreenContext): Node {
  const { kit, platform, chrome, m } = ctx;
  const under = col(
    { paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 24, gap: 18, width: '100%' },
    heading(ctx, 'Welcome back', `Log in to ${ctx.app.title}.`),
    kit.textField({ label: 'Email', value: email(ctx) }),
    kit.passwordField({ label: 'Password', placeholder: 'Your password' }),
    kit.button('Log in'),
  );
  const form = [
    heading(ctx, 'Forgot your password?', "We'll email you a link to choose a new one."),
    kit.textField({ label: 'Email', value: email(ctx), focused: true }),
    kit.button('Send reset link', { full: true }),
  ];
  if (platform === 'web') {
    return chrome.frame({
      top: [chrome.webHeader({ links: ['Product', 'Pricing', 'Docs'] })],
      body: col(
        { alignItems: 'center', paddingTop: 60, gap: 20 },
        kit.display('Welcome back', { fontSize: 40 }),
        row({ width: 400 }, kit.textField({ label: 'Email', value: email(ctx) })),
      ),
      overlay: kit.modal(
        row(
          { justifyContent: 'space-between', width: '100%' },
          kit.iconTile('key-round'),
          kit.iconButton('x'),
        ),
        ...form,
        kit.button('Cancel', { variant: 'ghost', full: true }),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true })],
    body: under,
    overlay: kit.sheet(...form, kit.button('Cancel', { variant: 'ghost' })),
  });
}
