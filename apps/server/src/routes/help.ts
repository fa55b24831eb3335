import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import type { HelpService } from '../services/help-service';

/** The help centre (spec section 7): `lang` picks the language, device MOBILE. */
export function helpRoutes(app: FastifyInstance, serve: Serve, deps: { help: HelpService }) {
  serve(app, ENDPOINTS.helpCenter, ({ ctx }) => deps.help.list(ctx.merchant, ctx.language));
}
