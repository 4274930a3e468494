/**
 * API keys (issue 30), a Pro and Team feature; the rules are the domain's (`@pageshelf/domain/api-keys`):
 * - `POST /me/api-keys` with `createApiKeySchema` makes one and answers `createdApiKeySchema`: the key
 *   itself, shown this once (only its hash is kept);
 * - `GET /me/api-keys` lists the account's live keys (`apiKeyListSchema`), with when each was last used;
 * - `DELETE /me/api-keys/{id}` revokes one at once.
 * A key is sent as `Authorization: Bearer psk_…` and acts as its owner.
 */
import { API_KEY_NAME_MAX_LENGTH, MAX_API_KEYS } from '@pageshelf/domain/api-keys';
import { z } from 'zod';
import { givenNameSchema, idSchema, isoDateTimeSchema } from './common.js';

const apiKeyNameSchema = givenNameSchema(API_KEY_NAME_MAX_LENGTH);

/** Body of `POST /me/api-keys`. */
export const createApiKeySchema = z
  .strictObject({
    name: apiKeyNameSchema.describe('What the key is for, to tell it apart in the list ("Claude Desktop").'),
  })
  .meta({ id: 'CreateApiKey' });
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/** A key as lists show it: never the key itself. */
export const apiKeySchema = z
  .object({
    id: idSchema,
    name: z.string().min(1).max(API_KEY_NAME_MAX_LENGTH),
    hint: z.string().describe('The key\'s prefix and last four characters ("psk_…a1B2").'),
    createdAt: isoDateTimeSchema,
    lastUsedAt: isoDateTimeSchema.nullable().describe('When a call last used it; null if never.'),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST /me/api-keys`: the new key, with the key itself, shown this once. */
export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z
      .string()
      .startsWith('psk_')
      .describe('The key, to send as `Authorization: Bearer …`. It is not shown again.'),
  })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `GET /me/api-keys`: the live keys, newest first. */
export const apiKeyListSchema = z
  .object({ items: z.array(apiKeySchema).max(MAX_API_KEYS) })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
