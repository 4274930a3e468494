/**
 * `@pageshelf/domain`: the pure business rules of Pageshelf. Every concept is also available on its own
 * subpath, e.g. `@pageshelf/domain/search-quota`.
 *
 * @packageDocumentation
 */

export * from './analytics-identity/analytics-identity.js';
export * from './billing/billing.js';
export * from './categories/categories.js';
export * from './collections/collections.js';
export * from './constants/constants.js';
export * from './errors/errors.js';
export * from './filters/filters.js';
export * from './interactions/interactions.js';
export * from './notifications/notifications.js';
export * from './onboarding/onboarding.js';
export * from './policy/policy.js';
export * from './routes/routes.js';
export * from './search/search.js';
export * from './search-quota/search-quota.js';
export * from './session-user/session-user.js';
export * from './sessions/sessions.js';
export * from './teams/teams.js';
export * from './tiers/tiers.js';
export * from './visit-cap/visit-cap.js';
export * from './write-limits/write-limits.js';
