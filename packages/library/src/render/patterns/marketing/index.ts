/**
 * The marketing family: the pages of a product's own website (what Mobbin calls marketing screens), drawn
 * for the web only at desktop width: landing page, features, about, FAQ and contact, three layouts each.
 * Copy comes from `ctx.content` (headlines, features, items, people, prices) and the site copy of
 * `data/<domain>/marketing.yaml` and `data/marketing.yaml` (read by `copy.ts`: navigation, FAQ, facts every
 * page agrees on), so one app's pages tell one story.
 */
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import type { Layout } from '../../context.js';
import { aboutMission, aboutStory, aboutTeam } from './about.js';
import { contactChannels, contactMap, contactSplit } from './contact.js';
import { faqCentered, faqSidebar, faqSplit } from './faq.js';
import { featuresAlternating, featuresBento, featuresGrid } from './features.js';
import { landingCentered, landingPhoto, landingProduct } from './landing.js';

export const MARKETING_LAYOUTS = {
  'landing-page': [landingProduct, landingPhoto, landingCentered],
  features: [featuresGrid, featuresAlternating, featuresBento],
  about: [aboutMission, aboutTeam, aboutStory],
  faq: [faqSidebar, faqCentered, faqSplit],
  contact: [contactSplit, contactChannels, contactMap],
} satisfies Partial<Record<PatternSlug, Layout[]>>;
