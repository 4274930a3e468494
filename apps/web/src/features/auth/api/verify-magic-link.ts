import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { sessionQueryOptions } from '#lib/auth';

const signedInContract = () => import('@pageshelf/contracts/session').then((m) => m.signedInSchema);

/** `POST /api/_auth/verify`: exchanges the link's token for the session cookie. */
export const verifyMagicLink = (token: string) =>
  api.post('/api/_auth/verify', { token }, { schema: signedInContract, report: 'caller' });

/** A token is verified once even if the page mounts twice (the link is single-use). */
const pending = new Map<string, ReturnType<typeof verifyMagicLink>>();
export const verifyOnce = (token: string) => {
  let call = pending.get(token);
  if (!call) {
    call = verifyMagicLink(token);
    pending.set(token, call);
  }
  return call;
};

export function useVerifyMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOnce,
    onSuccess: (result) => {
      // A fresh identity: nothing cached for the visitor may leak into the signed-in view.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      queryClient.setQueryData(sessionQueryOptions().queryKey, { authenticated: true, user: result.user });
    },
  });
}
