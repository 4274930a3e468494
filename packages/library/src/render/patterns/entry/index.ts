/**
 * The entry family: welcome, sign-up, log-in, forgot-password and verification. Each pattern has three
 * layouts, each drawn for iOS, Android and the web. This folder is the model for the other families: small
 * named layout functions, one file per pattern, shared shells in `parts.ts`, copy taken from `ctx.content`
 * so screens agree.
 */
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import type { Layout } from '../../context.js';
import { forgotForm, forgotSent, forgotSheet } from './forgot-password.js';
import { logInForm, logInSocialFirst, logInSplit } from './log-in.js';
import { signUpForm, signUpSocial, signUpSteps } from './sign-up.js';
import { verifyCode, verifyEmail, verifyTwoFactor } from './verification.js';
import { welcomeCarousel, welcomeFeatures, welcomeHero } from './welcome.js';

export const ENTRY_LAYOUTS = {
  welcome: [welcomeHero, welcomeCarousel, welcomeFeatures],
  'sign-up': [signUpForm, signUpSocial, signUpSteps],
  'log-in': [logInForm, logInSocialFirst, logInSplit],
  'forgot-password': [forgotForm, forgotSent, forgotSheet],
  verification: [verifyCode, verifyEmail, verifyTwoFactor],
} satisfies Partial<Record<PatternSlug, Layout[]>>;
