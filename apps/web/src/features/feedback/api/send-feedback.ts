import { type FeedbackRequest, feedbackResponseSchema } from '@pageshelf/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/feedback` (signed in): a message to the team, with the page and an optional screenshot. */
export const sendFeedback = (input: FeedbackRequest) =>
  api.post('/api/feedback', input, { schema: feedbackResponseSchema });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
