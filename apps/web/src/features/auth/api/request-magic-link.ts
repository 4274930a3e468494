import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const magicLinkResponseContract = () =>
  import('@pageshelf/contracts/session').then((m) => m.magicLinkResponseSchema);

export interface MagicLinkInput {
  email: string;
  redirectTo?: string;
}

/** `POST /api/_auth/magic-link`: emails a single-use sign-in link. */
export const requestMagicLink = (input: MagicLinkInput) =>
  api.post('/api/_auth/magic-link', input, { schema: magicLinkResponseContract });

export const useRequestMagicLink = () => useMutation({ mutationFn: requestMagicLink });
