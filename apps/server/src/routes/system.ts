import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import type { SettingsService } from '../services/settings-service';

export function systemRoutes(app: FastifyInstance, serve: Serve, deps: { settings: SettingsService }) {
  serve(app, ENDPOINTS.settings, ({ ctx, request }) => deps.settings.consolidated(ctx.merchant, request.ip));

  serve(app, ENDPOINTS.systemStatus, () => deps.settings.status());
}
