/**
 * Workspaces (settings: team; onboarding: share). Rules live in `@pageshelf/domain/teams`.
 *
 * Calls (API paths):
 * - `GET /team` (signed in): `teamResponseSchema`, the caller's workspace or `team: null`.
 * - `POST /team` (signed in, in no workspace): `createTeamRequestSchema` → 201 `teamResponseSchema`.
 * - `PATCH /team` (owner): `renameTeamRequestSchema` → `teamResponseSchema`.
 * - `POST /team/invitations` (owner): `inviteRequestSchema` → `teamResponseSchema` (emails a link; an
 *   address already invited gets a fresh link, one already in the workspace is refused with 409).
 * - `DELETE /team/invitations/{id}` (owner, `teamItemParamsSchema`): withdraw → `teamResponseSchema`.
 * - `GET /invitations/{token}` (public): `invitationPreviewSchema`, who invites to which workspace.
 * - `POST /invitations/{token}/accept` (signed in, the invited address): `teamResponseSchema`.
 * - `DELETE /team/members/{id}` (owner, `teamItemParamsSchema`): remove → `teamResponseSchema`.
 * - `POST /team/leave` (signed in): 204; the owner only when alone (the workspace ends).
 */
import { TEAM_NAME_MAX_LENGTH, TEAM_ROLES } from '@pageshelf/domain/teams';
import { z } from 'zod';
import { countSchema, emailSchema, givenNameSchema, idParam, idSchema, isoDateTimeSchema } from './common.js';

export const teamRoleSchema = z.enum(TEAM_ROLES).meta({ id: 'TeamRole' });
export type TeamRoleValue = z.infer<typeof teamRoleSchema>;

export const teamNameSchema = givenNameSchema(TEAM_NAME_MAX_LENGTH);

export const teamMemberSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    fullname: z.string().nullable(),
    teamRole: teamRoleSchema,
    joinedAt: isoDateTimeSchema,
    isPremium: z.boolean().describe('Holds a seat of a live Team plan, or has Pro of their own.'),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z
  .object({ id: idSchema, email: z.string(), createdAt: isoDateTimeSchema, expiresAt: isoDateTimeSchema })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const teamSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    myRole: teamRoleSchema,
    size: countSchema.describe('Members, the owner included.'),
    capacity: countSchema.describe('The most people the workspace holds now (seats of its plan).'),
    plan: z.enum(['free', 'team']).describe('team while a Team plan is live.'),
    members: z.array(teamMemberSchema),
    invitations: z.array(invitationSchema).describe('Pending invitations (the owner sees them).'),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

export const teamResponseSchema = z.object({ team: teamSchema.nullable() }).meta({ id: 'TeamResponse' });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const createTeamRequestSchema = z.strictObject({ name: teamNameSchema }).meta({ id: 'CreateTeam' });
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

export const renameTeamRequestSchema = createTeamRequestSchema.meta({ id: 'RenameTeam' });

export const inviteRequestSchema = z
  .strictObject({
    emails: z
      .array(emailSchema, { error: 'emails must be a list of addresses' })
      .min(1, 'name at least one address')
      .max(20, 'invite at most 20 addresses at once'),
  })
  .meta({ id: 'InviteRequest' });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be an invitation token');
export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });

export const invitationPreviewSchema = z
  .object({
    teamName: z.string(),
    invitedBy: z.string().describe('Name or email of the owner who invited.'),
    email: z.string().describe('The invited address.'),
    expiresAt: isoDateTimeSchema,
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Path parameters `{ id }` of a member or an invitation of the workspace. */
export const teamItemParamsSchema = z.object({ id: idParam('id') });
