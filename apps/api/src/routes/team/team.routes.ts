import {
  createTeamRequestSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  inviteRequestSchema,
  renameTeamRequestSchema,
  teamItemParamsSchema,
  teamResponseSchema,
} from '@pageshelf/contracts/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import type { RouteOptions } from '../route-options.js';

/** Every workspace call needs a sign-in; who may do what inside a workspace is the service's (its role). */
const member = { needs: { access: 'signed-in' } satisfies ApiRouteNeeds };
/** An invitation's preview is public: the link is the secret, and the invited person may not have an account yet. */
const open = { needs: { access: 'public' } satisfies ApiRouteNeeds };

export const teamRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const service = container.teamsService;
  const tags = ['team'];

  app.get(
    '/team',
    {
      config: member,
      schema: { tags, summary: "The caller's workspace, or null", response: { 200: teamResponseSchema } },
    },
    async (request) => service.get(signedIn(request)),
  );

  app.post(
    '/team',
    {
      config: member,
      schema: {
        tags,
        summary: 'Create a workspace; the caller becomes its owner',
        body: createTeamRequestSchema,
        response: { 201: teamResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(signedIn(request), request.body.name)),
  );

  app.patch(
    '/team',
    {
      config: member,
      schema: {
        tags,
        summary: 'Rename the workspace (owner)',
        body: renameTeamRequestSchema,
        response: { 200: teamResponseSchema },
      },
    },
    async (request) => service.rename(signedIn(request), request.body.name),
  );

  app.post(
    '/team/invitations',
    {
      config: member,
      schema: {
        tags,
        summary: 'Invite people by email (owner); each gets a link valid for 7 days',
        body: inviteRequestSchema,
        response: { 200: teamResponseSchema },
      },
    },
    async (request) => service.invite(signedIn(request), request.body.emails),
  );

  app.delete(
    '/team/invitations/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'Withdraw a pending invitation (owner)',
        params: teamItemParamsSchema,
        response: { 200: teamResponseSchema },
      },
    },
    async (request) => service.withdraw(signedIn(request), request.params.id),
  );

  app.delete(
    '/team/members/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'Remove a member (owner)',
        params: teamItemParamsSchema,
        response: { 200: teamResponseSchema },
      },
    },
    async (request) => service.removeMember(signedIn(request), request.params.id),
  );

  app.post(
    '/team/leave',
    {
      config: member,
      schema: {
        tags,
        summary: 'Leave the workspace; its owner only when alone, and the workspace ends',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.leave(signedIn(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: open,
      schema: {
        tags,
        summary: 'Who invites to which workspace',
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => service.preview(request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: member,
      schema: {
        tags,
        summary: "Join the workspace of an invitation sent to this account's address",
        params: invitationTokenParamsSchema,
        response: { 200: teamResponseSchema },
      },
    },
    async (request) => service.accept(signedIn(request), request.params.token),
  );
};
