import { launchChatQuerySchema, markInboxReadSchema, ok, sendChatSchema } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { CustomerService } from '../services/customer-service';
import { AppError } from '../errors';
import type { MerchantDirectory } from '../services/merchants';
import type { SettingsService } from '../services/settings-service';

interface Deps {
  service: CustomerService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
  settings: SettingsService;
}

/** Live chat (CBS3) and the inbox (spec section 7, known-api.md); every call needs a member's session. */
export function customerServiceRoutes(app: FastifyInstance, deps: Deps) {
  /** Chat is the CBS3 module: off for the brand, its paths refuse. */
  async function chatOn(merchant: string) {
    const settings = await deps.settings.stored(merchant);
    if (!settings.whitelabel.CBS3) throw new AppError('merchant.unknown', 403);
  }

  app.withTypeProvider<ZodTypeProvider>().get(PATHS.launchChat, { schema: { querystring: launchChatQuerySchema } }, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    await chatOn(ctx.merchant);
    const { b2c: _b2c, ...launch } = request.query;
    return ok(deps.service.launchChat(member, launch));
  });

  app.get(PATHS.chatUnread, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    await chatOn(ctx.merchant);
    return ok(await deps.service.chatUnread(member));
  });

  app.get(PATHS.chatMessages, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    await chatOn(ctx.merchant);
    return ok(await deps.service.messages(member));
  });

  app.post(PATHS.sendChat, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    await chatOn(ctx.merchant);
    const { text, language } = parsePayload(sendChatSchema, request.body);
    return ok(await deps.service.send(member, text, language));
  });

  app.get(PATHS.inbox, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok(await deps.service.inbox(ctx.merchant, member, ctx.language));
  });

  app.get(PATHS.inboxUnread, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok(await deps.service.inboxUnread(ctx.merchant, member, ctx.language));
  });

  app.post(PATHS.markInboxRead, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { id } = parsePayload(markInboxReadSchema, request.body);
    await deps.service.markInboxRead(ctx.merchant, member, id);
    return ok(null);
  });
}
