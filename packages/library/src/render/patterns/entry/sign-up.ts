import type { ScreenContext } from '../../context.js';
import { col, type Node } from '../../h.js';
import { email, heading, phoneForm, webCard, webSplit } from './parts.js';

export function signUpForm(ctx: ScreenContext): Node {
  const { kit, content, platform } = ctx;
  const user = content.user;
  const fields = [
    kit.textField({ label: 'Full name', value: user.name }),
    kit.textField({ label: 'Email', value: user.email }),
    kit.passwordField({
      label: 'Password',
      placeholder: 'Create a password',
      helper: 'At least 8 characters',
      focused: true,
    }),
    kit.checkbox(true, 'I agree to the Terms and Privacy Policy'),
  ];
  if (platform === 'web') {
    return webCard(ctx, [
      heading(ctx, 'Create your account', `Start your free trial of ${ctx.app.title}.`),
      ...fields,
      kit.button('Create account', { full: true }),
      kit.prompt('Already have an account?', 'Log in'),
    ]);
  }
  return phoneForm(ctx, {
    back: true,
    content: [heading(ctx, 'Create your account', `It takes less than a minute.`), ...fields],
    actions: [kit.button('Create account'), kit.prompt('Already have an account?', 'Log in')],
  });
}

export function signUpSocial(ctx: ScreenContext): Node {
  const { kit, content, platform } = ctx;
  const providers =
    platform === 'android' ? (['google', 'facebook'] as const) : (['apple', 'google'] as const);
  const body = [
    kit.socialButtons([...providers]),
    kit.divider('or'),
    kit.textField({
      label: 'Email',
      placeholder: `name@${content.domain.replace('.app', '.com')}`,
      icon: 'mail',
    }),
    kit.button('Continue with email', { full: true }),
  ];
  const legal = kit.caption('By continuing you agree to our Terms of Service and Privacy Policy.', {
    textAlign: 'center',
  });
  if (platform === 'web') {
    return webSplit(ctx, [
      kit.logo(content.glyph, ctx.app.title, 36),
      heading(ctx, `Join ${ctx.app.title}`, ctx.app.tagline),
      ...body,
      legal,
    ]);
  }
  return phoneForm(ctx, {
    content: [
      kit.logo(content.glyph, null, 52),
      heading(ctx, `Join ${ctx.app.title}`, ctx.app.tagline),
      ...body,
    ],
    actions: [legal],
  });
}

export function signUpSteps(ctx: ScreenContext): Node {
  const { kit, platform, content } = ctx;
  const progress = col({ gap: 10 }, kit.caption('Step 1 of 3', { fontWeight: 600 }), kit.progressBar(1 / 3));
  const field = kit.textField({
    label: 'Email address',
    value: email(ctx),
    focused: true,
    helper: 'We will send you a code to confirm it.',
  });
  if (platform === 'web') {
    return webSplit(
      ctx,
      [
        progress,
        heading(ctx, "What's your email?", `You'll use it to log in to ${ctx.app.title}.`),
        field,
        kit.button('Continue', { iconRight: 'arrow-right', full: true }),
      ],
      {
        panel: 'brand',
      },
    );
  }
  return phoneForm(ctx, {
    back: true,
    content: [
      progress,
      heading(ctx, "What's your email?", `You'll use it to log in to ${ctx.app.title}.`),
      field,
      kit.checkbox(false, `Send me tips and news from ${ctx.app.title}`),
    ],
    actions: [
      kit.button('Continue'),
      kit.caption(`Already a member? Log in with ${content.user.first}'s account`, { textAlign: 'center' }),
    ],
  });
}
