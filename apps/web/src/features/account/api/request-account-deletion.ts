import { feedbackResponseSchema } from '@pageshelf/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * There is no self-service deletion call yet: the request goes to the team through `POST /feedback`
 * with the account's email, and the team confirms by email.
 */
export const requestAccountDeletion = (user: { id: number; email: string }) =>
  api.post(
    '/api/feedback',
    { message: `Account deletion requested for ${user.email} (user ${user.id}).`, page: '/settings' },
    { schema: feedbackResponseSchema },
  );

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });
