import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import type { FeedbackService } from '../services/feedback-service';

/** Feedback (spec section 7: PUT): a member sends it, and reads back their own with its status. */
export function feedbackRoutes(app: FastifyInstance, serve: Serve, deps: { feedback: FeedbackService }) {
  serve(app, ENDPOINTS.sendFeedback, ({ member, body }) => deps.feedback.send(member, body));

  serve(app, ENDPOINTS.feedback, ({ member }) => deps.feedback.ofMember(member));
}
