import type { DeleteAccountRequest } from '@pageshelf/contracts/me';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client';

/** `DELETE /api/me`: deletes the account for good; the email typed again is the confirmation. */
export const deleteAccount = (body: DeleteAccountRequest) => api.delete('/api/me', { body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
