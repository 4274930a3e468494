/**
 * The entry family: welcome, sign-up, log-in, forgot-password and verification. Each pattern has three
 * layouts, each drawn for iOS, Android and the web. This file is the model for the other families: small
 * named layout functions, shared shells at the top, copy taken from `ctx.content` so screens agree.
 */
import type { PatternSlug } from '../../catalog/taxonomy.js';
import { alpha } from '../color.js';
import type { Layout, ScreenContext } from '../context.js';
import { col, h, layered, lift, type Node, overlay, row, shaded, spacer } from '../h.js';

// ------------------------------------------------------------------------------------------ shells

/** A phone form screen: optional nav bar, content from the top, actions pinned to the bottom. */
function phoneForm(
  ctx: ScreenContext,
  options: { back?: boolean; actionLabel?: string; content: Node[]; actions?: Node[] },
): Node {
  const { chrome, m, ds } = ctx;
  return chrome.frame({
    top:
      options.back || options.actionLabel
        ? [chrome.navBar({ back: options.back, actionLabel: options.actionLabel })]
        : [],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: m.margin,
        paddingRight: m.margin,
        paddingTop: options.back ? 8 : 24,
        gap: ds.space.lg,
      },
      ...options.content,
      spacer(),
      options.actions ? col({ gap: 12, paddingBottom: 8 }, ...options.actions) : null,
    ),
  });
}

/** A web page with the app's header and a centred card (sign-in pages of SaaS products). */
function webCard(ctx: ScreenContext, content: Node[], options: { width?: number } = {}): Node {
  const { chrome, kit, p, ds } = ctx;
  return chrome.frame({
    background: ds.dark ? p.background : p.surface === '#ffffff' ? p.background : p.surface,
    top: [
      chrome.webHeader({
        transparent: true,
        actions: [kit.button('Contact sales', { variant: 'ghost', size: 'sm' })],
      }),
    ],
    body: col(
      { flexGrow: 1, alignItems: 'center', paddingTop: 28 },
      lift(
        kit.card(
          {
            width: options.width ?? 440,
            padding: 36,
            gap: 20,
            backgroundColor: ds.dark ? p.surface : '#ffffff',
            border: `1px solid ${p.border}`,
          },
          ...content,
        ),
        ds.radius.lg,
        { opacity: ds.dark ? 0 : 1, depth: 2 },
      ),
    ),
  });
}

/** A web page split in two: a picture panel and a form column. */
function webSplit(
  ctx: ScreenContext,
  content: Node[],
  options: { panel?: 'photo' | 'brand'; panelLeft?: boolean } = {},
): Node {
  const { kit, p, content: copy, random, size, chrome } = ctx;
  const panelWidth = Math.round(size.width * 0.5);
  const quote = copy.people[1];
  const backdrop = (kind: 'abstract' | typeof copy.heroPhoto, shade: boolean) =>
    col(
      { width: panelWidth, height: size.height },
      kit.photo(kind, random.int(1, 1e9), panelWidth, size.height),
      shade
        ? overlay(panelWidth, size.height, {
            backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0)} 45%, ${alpha('#000000', 0.55)})`,
          })
        : null,
    );
  const panel =
    options.panel === 'brand'
      ? layered(
          { width: panelWidth, height: '100%', padding: 48, justifyContent: 'space-between' },
          backdrop('abstract', false),
          kit.logo(copy.glyph, null, 40),
          col(
            { gap: 20, maxWidth: 460 },
            kit.display(`“${copy.features[0]?.body ?? ctx.app.tagline}”`, { color: '#ffffff', fontSize: 30 }),
            quote
              ? row(
                  { gap: 12 },
                  kit.avatar(quote, 44),
                  col(
                    { gap: 2 },
                    kit.headline(quote.name, { color: '#ffffff' }),
                    kit.caption(`Uses ${ctx.app.title} every day`, { color: alpha('#ffffff', 0.75) }),
                  ),
                )
              : null,
          ),
        )
      : layered(
          { width: panelWidth, height: '100%', justifyContent: 'flex-end', padding: 48 },
          backdrop(copy.heroPhoto, true),
          kit.display(ctx.app.tagline, { color: '#ffffff', fontSize: 32, maxWidth: 440 }),
        );
  const form = col(
    {
      flexGrow: 1,
      height: '100%',
      paddingLeft: 96,
      paddingRight: 96,
      justifyContent: 'center',
      gap: 20,
      backgroundColor: p.background,
    },
    ...content,
  );
  return chrome.frame({
    body: row(
      { width: '100%', height: '100%', alignItems: 'stretch' },
      options.panelLeft === false ? form : panel,
      options.panelLeft === false ? panel : form,
    ),
  });
}

/** Title and subtitle of a form. */
function heading(
  ctx: ScreenContext,
  title: string,
  subtitle: string,
  options: { center?: boolean } = {},
): Node {
  const { kit } = ctx;
  return col(
    { gap: 8, alignItems: options.center ? 'center' : 'flex-start' },
    kit.title(title, { textAlign: options.center ? 'center' : 'left' }),
    kit.muted(subtitle, { textAlign: options.center ? 'center' : 'left' }),
  );
}

const email = (ctx: ScreenContext) => ctx.content.user.email;

// ------------------------------------------------------------------------------------------ welcome

/** A full-bleed photo with the pitch and the two ways in at the bottom. */
function welcomeHero(ctx: ScreenContext): Node {
  const { kit, chrome, size, content, random, m, platform } = ctx;
  const headline = random.pick(content.headlines);
  if (platform === 'web') {
    return chrome.frame({
      top: [
        chrome.webHeader({
          links: ['Product', 'Pricing', 'Customers', 'Blog'],
          actions: [
            kit.button('Log in', { variant: 'ghost', size: 'sm' }),
            kit.button('Get started', { size: 'sm' }),
          ],
        }),
      ],
      body: col(
        { alignItems: 'center', paddingTop: 64, gap: 22 },
        kit.badge(`New · ${content.features[0]?.title ?? 'Now available'}`, 'primary'),
        kit.display(headline, { fontSize: 56, textAlign: 'center', maxWidth: 760, lineHeight: 1.08 }),
        kit.muted(ctx.app.tagline, { fontSize: 19, textAlign: 'center' }),
        row(
          { gap: 12, paddingTop: 8 },
          kit.button('Get started free', { iconRight: 'arrow-right' }),
          kit.button('Book a demo', { variant: 'secondary' }),
        ),
        h(
          'div',
          { marginTop: 28 },
          lift(kit.photo(content.heroPhoto, random.int(1, 1e9), 960, 420, { borderRadius: 16 }), 16, {
            depth: 3,
          }),
        ),
      ),
    });
  }
  return chrome.frame({
    onDark: true,
    backdrop: shaded(
      kit.photo(content.heroPhoto, random.int(1, 1e9), size.width, size.height),
      size.width,
      size.height,
      {
        backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0)} 30%, ${alpha('#000000', 0.78)} 72%)`,
      },
    ),
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      kit.logo(content.glyph, null, 44),
      spacer(),
      kit.display(headline, { color: '#ffffff' }),
      kit.body(ctx.app.tagline, { color: alpha('#ffffff', 0.8) }),
      col(
        { gap: 12, paddingTop: 18, paddingBottom: 8 },
        kit.button('Get started'),
        row(
          { height: m.control, justifyContent: 'center', width: '100%' },
          kit.body('I already have an account', { color: '#ffffff', fontWeight: 600 }),
        ),
      ),
    ),
  });
}

/** An onboarding-style carousel page: illustration, dots, pitch, actions. */
function welcomeCarousel(ctx: ScreenContext): Node {
  const { kit, content, random, m, size, platform, chrome } = ctx;
  const page = random.int(0, 2);
  const feature = content.features[page] ?? content.features[0];
  const kind = random.pick(['welcome', 'growth', 'security'] as const);
  if (platform === 'web') {
    return webCard(
      ctx,
      [
        row({ justifyContent: 'center' }, kit.illustration(kind, random.int(1, 1e9), 300, 220)),
        kit.pageDots(3, page),
        heading(ctx, feature?.title ?? ctx.app.title, feature?.body ?? ctx.app.tagline, { center: true }),
        kit.button('Create an account', { full: true }),
        kit.prompt('Already have an account?', 'Log in'),
      ],
      { width: 480 },
    );
  }
  return chrome.frame({
    top: [chrome.navBar({ actionLabel: 'Skip' })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, alignItems: 'center', gap: 20 },
      spacer(),
      kit.illustration(kind, random.int(1, 1e9), size.width - m.margin * 2, 300),
      kit.pageDots(3, page),
      col(
        { gap: 10, alignItems: 'center', paddingLeft: 8, paddingRight: 8 },
        kit.title(feature?.title ?? ctx.app.title, { textAlign: 'center' }),
        kit.muted(feature?.body ?? ctx.app.tagline, { textAlign: 'center' }),
      ),
      spacer(),
      col(
        { gap: 12, width: '100%', paddingBottom: 8 },
        kit.button('Create an account'),
        kit.button('Log in', { variant: 'ghost' }),
      ),
    ),
  });
}

/** The app's name, its value in three rows, one button. */
function welcomeFeatures(ctx: ScreenContext): Node {
  const { kit, content, random, platform, chrome, m, ds } = ctx;
  const headline = random.pick(content.headlines);
  const features = content.features.map((f) =>
    row(
      { gap: 14, alignItems: 'flex-start', width: '100%' },
      kit.iconTile(f.icon, { size: 44 }),
      col({ gap: 3, flexShrink: 1 }, kit.headline(f.title), kit.muted(f.body, { fontSize: 14 })),
    ),
  );
  if (platform === 'web') {
    return webSplit(
      ctx,
      [
        kit.logo(content.glyph, ctx.app.title, 40),
        kit.display(headline, { fontSize: 40 }),
        col({ gap: 18, paddingTop: 8 }, ...features),
        row(
          { gap: 12, paddingTop: 12 },
          kit.button('Get started', { iconRight: 'arrow-right' }),
          kit.button('Log in', { variant: 'secondary' }),
        ),
      ],
      { panel: 'brand', panelLeft: false },
    );
  }
  return chrome.frame({
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 40, gap: ds.space.xl },
      kit.logo(content.glyph, ctx.app.title, 48),
      kit.display(headline),
      col({ gap: 22, paddingTop: 8 }, ...features),
      spacer(),
      col(
        { gap: 16, paddingBottom: 8 },
        kit.button('Get started'),
        kit.prompt('Already have an account?', 'Log in'),
      ),
    ),
  });
}

// ------------------------------------------------------------------------------------------ sign-up

function signUpForm(ctx: ScreenContext): Node {
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

function signUpSocial(ctx: ScreenContext): Node {
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

function signUpSteps(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ log-in

function logInForm(ctx: ScreenContext): Node {
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

function logInSocialFirst(ctx: ScreenContext): Node {
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

function logInSplit(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ forgot password

function forgotForm(ctx: ScreenContext): Node {
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

function forgotSent(ctx: ScreenContext): Node {
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
function forgotSheet(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ verification

function verifyCode(ctx: ScreenContext): Node {
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

function verifyEmail(ctx: ScreenContext): Node {
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

function verifyTwoFactor(ctx: ScreenContext): Node {
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

export const ENTRY_LAYOUTS = {
  welcome: [welcomeHero, welcomeCarousel, welcomeFeatures],
  'sign-up': [signUpForm, signUpSocial, signUpSteps],
  'log-in': [logInForm, logInSocialFirst, logInSplit],
  'forgot-password': [forgotForm, forgotSent, forgotSheet],
  verification: [verifyCode, verifyEmail, verifyTwoFactor],
} satisfies Partial<Record<PatternSlug, Layout[]>>;
