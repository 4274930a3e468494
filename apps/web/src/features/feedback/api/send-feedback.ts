import type { FeedbackRequest } from '@pageshelf/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const feedbackResponseContract = () =>
  import('@pageshelf/contracts/feedback').then((m) => m.feedbackResponseSchema);

/** `POST /api/feedback` (signed in): a message to the team, with the page and an optional screenshot. */
export const sendFeedback = (input: FeedbackRequest) =>
  api.post('/api/feedback', input, { schema: feedbackResponseContract });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
