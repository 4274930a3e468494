import { feedbackResponseSchema } from '@pageshelf/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FeedbackInput {
  message: string;
  email?: string;
  page?: string;
}

/** `POST /feedback`: a message to the team. */
export const sendFeedback = (input: FeedbackInput) =>
  api.post('/api/feedback', input, { schema: feedbackResponseSchema });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
