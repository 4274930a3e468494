import type { ScreenContext } from '../../context.js';
import { type Node, row } from '../../h.js';
import { email, heading, phoneForm, webCard, webSplit } from './parts.js';

export function verifyCode(ctx: ScreenContext): Node {
  const { kit, platform, random } = ctx;
  const phoneTail = String(random.int(10, 99));
  const title = 'Enter the code';
  const subtitle = `We texted a 6-digit code to +1 ••• ••• ${phoneTail}${random.int(10, 99)}.`;
  const code = kit.codeInput(6, String(random.int(100, 999)));
  const resend = kit.prompt("Didn't get a code?", `Resend in 0:${random.int(10, 59)}`);
  if (platform === 'web') {
    return webCard(ctx, [
      kit.iconTile('smartphone', { size: 48 }),
      heading(ctx, title, subtitle),
      code,
      kit.button('Verify', { full: true }),
      resend,
    ]);
  }
  return phoneForm(ctx, {
    back: true,
    content: [heading(ctx, title, subtitle), code, resend],
    actions: [kit.button('Verify')],
  });
}

export function verifyEmail(ctx: ScreenContext): Node {
  const { kit, platform, random } = ctx;
  const title = 'Verify your email';
  const subtitle = `Enter the 4-digit code we sent to ${email(ctx)}.`;
  const code = kit.codeInput(4, String(random.int(10, 99)));
  if (platform === 'web') {
    return webSplit(
      ctx,
      [
        kit.iconTile('mail-check', { size: 52 }),
        heading(ctx, title, subtitle),
        code,
        kit.button('Verify email', { full: true }),
        kit.prompt('Wrong address?', 'Change email'),
      ],
      { panel: 'brand' },
    );
  }
  return phoneForm(ctx, {
    back: true,
    content: [
      row({ justifyContent: 'center' }, kit.illustration('mail', random.int(1, 1e9), 200, 150)),
      heading(ctx, title, subtitle, { center: true }),
      code,
    ],
    actions: [kit.button('Verify email'), kit.prompt('Wrong address?', 'Change email')],
  });
}

export function verifyTwoFactor(ctx: ScreenContext): Node {
  const { kit, platform, random } = ctx;
  const title = 'Two-factor authentication';
  const subtitle = 'Open your authenticator app and enter the 6-digit code.';
  const code = kit.codeInput(6, String(random.int(1000, 9999)));
  const trust = kit.checkbox(true, 'Trust this device for 30 days');
  if (platform === 'web') {
    return webCard(ctx, [
      kit.iconTile('shield-check', { size: 48, tone: 'success' }),
      heading(ctx, title, subtitle),
      code,
      trust,
      kit.button('Confirm', { full: true }),
      row({ justifyContent: 'center' }, kit.link('Use a backup code')),
    ]);
  }
  return phoneForm(ctx, {
    back: true,
    content: [
      kit.iconTile('shield-check', { size: 56, tone: 'success' }),
      heading(ctx, title, subtitle),
      code,
      trust,
    ],
    actions: [kit.button('Confirm'), kit.button('Use a backup code', { variant: 'ghost' })],
  });
}
