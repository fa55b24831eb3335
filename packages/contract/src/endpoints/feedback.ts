import { z } from 'zod';
import { endpoint } from '../endpoint';
import { PROFILE_PATHS } from '../paths';
import { feedbackItemSchema, feedbackPayloadSchema } from '../session';

/** Feedback (spec section 7: PUT): a member sends it, and reads back their own with its status. */
export const feedbackEndpoints = {
  sendFeedback: endpoint({
    method: 'PUT',
    path: PROFILE_PATHS.feedback,
    access: 'member',
    body: feedbackPayloadSchema,
    response: feedbackItemSchema,
  }),
  feedback: endpoint({
    method: 'GET',
    path: PROFILE_PATHS.feedback,
    access: 'member',
    response: z.array(feedbackItemSchema),
  }),
};
