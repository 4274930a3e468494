/**
 * The commerce family (paywall, pricing, cart, checkout, payment method, order confirmation) and the account
 * family (profile, edit profile, settings, subscription, delete account). Three layouts per pattern, each drawn
 * for iOS, Android and the web (pricing is a website page: web only). Every price comes from the app's one
 * price table or its catalogue (`orderFor`), so a plan costs the same on every screen and totals add up.
 * What the screens say about the user per domain is in `data/<domain>/commerce.yaml` (`copy.ts`).
 */
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import type { Layout } from '../../context.js';
import { cartList, cartSheet, cartShipping } from './cart.js';
import { checkoutForm } from './checkout.js';
import { checkoutExpress, checkoutReview } from './checkout-pay.js';
import { deleteConfirm, deleteReason, deleteWarning } from './delete-account.js';
import { editForm, editRows, editSheet } from './edit-profile.js';
import { confirmNext, confirmReceipt, confirmSuccess } from './order-confirmation.js';
import { paymentAddCard, paymentChoose, paymentList } from './payment-method.js';
import { paywallImage, paywallPlans, paywallTrial } from './paywall.js';
import { pricingCards, pricingFaq, pricingTable } from './pricing.js';
import { profileCover, profileHub, profileSocial } from './profile.js';
import { settingsHome, settingsNotifications } from './settings.js';
import { settingsAppearance } from './settings-appearance.js';
import { subscriptionCancel, subscriptionChange, subscriptionOverview } from './subscription.js';

export const COMMERCE_ACCOUNT_LAYOUTS: Partial<Record<PatternSlug, Layout[]>> = {
  paywall: [paywallTrial, paywallPlans, paywallImage],
  pricing: [pricingCards, pricingTable, pricingFaq],
  cart: [cartList, cartSheet, cartShipping],
  checkout: [checkoutForm, checkoutReview, checkoutExpress],
  'payment-method': [paymentList, paymentAddCard, paymentChoose],
  'order-confirmation': [confirmSuccess, confirmReceipt, confirmNext],
  profile: [profileSocial, profileHub, profileCover],
  'edit-profile': [editForm, editSheet, editRows],
  settings: [settingsHome, settingsNotifications, settingsAppearance],
  subscription: [subscriptionOverview, subscriptionChange, subscriptionCancel],
  'delete-account': [deleteWarning, deleteReason, deleteConfirm],
};
