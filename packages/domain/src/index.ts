/**
 * @pageshelf/domain: the pure business rules of Pageshelf. Import a concept by its subpath
 * (`@pageshelf/domain/search-quota`) or everything from here.
 */
export * from './analytics-identity/analytics-identity.js';
export * from './categories/categories.js';
export * from './constants/constants.js';
export * from './errors/errors.js';
export * from './filters/filters.js';
export * from './interactions/interactions.js';
export * from './onboarding/onboarding.js';
export * from './routes/routes.js';
export * from './search-quota/search-quota.js';
export * from './tiers/tiers.js';
export * from './visit-cap/visit-cap.js';
