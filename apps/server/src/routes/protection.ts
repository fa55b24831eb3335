import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import { sessionToken } from '../http/session-token';
import type { PlayerProtection } from '../services/player-protection';

/** Player protection (ours): limits, reality checks, breaks and self-exclusion of the member. */
export function protectionRoutes(app: FastifyInstance, serve: Serve, deps: { protection: PlayerProtection }) {
  const { protection } = deps;
  serve(app, ENDPOINTS.protectionStatus, ({ member }) => protection.status(member));
  serve(app, ENDPOINTS.setLimits, ({ member, body }) => protection.setLimits(member, body.limits));
  serve(app, ENDPOINTS.confirmLimit, ({ member, body }) => protection.confirmLimit(member, body.kind));
  serve(app, ENDPOINTS.cancelLimit, ({ member, body }) => protection.cancelLimit(member, body.kind));
  serve(app, ENDPOINTS.reviewLimits, ({ member }) => protection.reviewLimits(member));
  serve(app, ENDPOINTS.setRealityCheck, ({ member, body }) => protection.setRealityCheck(member, body.minutes));
  serve(app, ENDPOINTS.playSession, ({ member, session }) => protection.playSession(member, session.startedAt));
  serve(app, ENDPOINTS.exclude, ({ member, body, request }) =>
    protection.exclude(member, body.kind, sessionToken(request)),
  );
}
