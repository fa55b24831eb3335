import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import { contentLanguages } from '../services/content-language';
import type { HelpService } from '../services/help-service';
import type { SettingsService } from '../services/settings-service';

/** The help centre (spec section 7): `lang` picks the language, device MOBILE. */
export function helpRoutes(app: FastifyInstance, serve: Serve, deps: { help: HelpService; settings: SettingsService }) {
  serve(app, ENDPOINTS.helpCenter, async ({ ctx }) =>
    deps.help.list(ctx.merchant, await contentLanguages(ctx, deps.settings)),
  );
}
