import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import type { CustomerService } from '../services/customer-service';
import type { SettingsService } from '../services/settings-service';

interface Deps {
  service: CustomerService;
  settings: SettingsService;
}

/** Live chat (CBS3) and the inbox (spec section 7, known-api.md); every call needs a member's session. */
export function customerServiceRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  /** Chat is the CBS3 module: off for the brand, its paths refuse. */
  async function chatOn(merchant: string) {
    const settings = await deps.settings.stored(merchant);
    if (!settings.whitelabel.CBS3) throw new AppError('merchant.unknown', 403);
  }

  serve(app, ENDPOINTS.launchChat, async ({ ctx, member, query }) => {
    await chatOn(ctx.merchant);
    const { b2c: _b2c, ...launch } = query;
    return deps.service.launchChat(member, launch);
  });

  serve(app, ENDPOINTS.chatUnread, async ({ ctx, member }) => {
    await chatOn(ctx.merchant);
    return deps.service.chatUnread(member);
  });

  serve(app, ENDPOINTS.chatMessages, async ({ ctx, member }) => {
    await chatOn(ctx.merchant);
    return deps.service.messages(member);
  });

  serve(app, ENDPOINTS.sendChat, async ({ ctx, member, body }) => {
    await chatOn(ctx.merchant);
    return deps.service.send(member, body.text, body.language);
  });

  serve(app, ENDPOINTS.inbox, ({ ctx, member, query }) =>
    deps.service.inbox(ctx.merchant, member, ctx.language, query.limit),
  );

  serve(app, ENDPOINTS.inboxUnread, ({ ctx, member }) => deps.service.inboxUnread(ctx.merchant, member, ctx.language));

  serve(app, ENDPOINTS.markInboxRead, async ({ ctx, member, body }) => {
    await deps.service.markInboxRead(ctx.merchant, member, body.id);
    return null;
  });
}
