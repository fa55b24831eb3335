import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  excludePayloadSchema,
  exclusionSchema,
  limitKindPayloadSchema,
  playSessionSchema,
  protectionStatusSchema,
  realityCheckPayloadSchema,
  setLimitsPayloadSchema,
} from '../protection';
import { PROTECTION_PATHS } from '../protection-constants';

/** Player protection (ours): limits, reality checks, breaks and self-exclusion; members only. */
export const protectionEndpoints = {
  protectionStatus: endpoint({
    method: 'GET',
    path: PROTECTION_PATHS.status,
    access: 'member',
    response: protectionStatusSchema,
  }),
  setLimits: endpoint({
    method: 'PUT',
    path: PROTECTION_PATHS.setLimits,
    access: 'member',
    body: setLimitsPayloadSchema,
    response: protectionStatusSchema,
  }),
  reviewLimits: endpoint({
    method: 'POST',
    path: PROTECTION_PATHS.reviewLimits,
    access: 'member',
    response: protectionStatusSchema,
  }),
  confirmLimit: endpoint({
    method: 'POST',
    path: PROTECTION_PATHS.confirmLimit,
    access: 'member',
    body: limitKindPayloadSchema,
    response: protectionStatusSchema,
  }),
  cancelLimit: endpoint({
    method: 'POST',
    path: PROTECTION_PATHS.cancelLimit,
    access: 'member',
    body: limitKindPayloadSchema,
    response: protectionStatusSchema,
  }),
  setRealityCheck: endpoint({
    method: 'PUT',
    path: PROTECTION_PATHS.realityCheck,
    access: 'member',
    body: realityCheckPayloadSchema,
    response: protectionStatusSchema,
  }),
  playSession: endpoint({
    method: 'GET',
    path: PROTECTION_PATHS.session,
    access: 'member',
    response: playSessionSchema,
  }),
  exclude: endpoint({
    method: 'POST',
    path: PROTECTION_PATHS.exclude,
    access: 'member',
    body: excludePayloadSchema,
    response: z.object({ exclusion: exclusionSchema }),
  }),
};
