import { announcementsQuerySchema, markReadPayloadSchema, NOTICE_TYPES, ok, type NoticeType } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf, viewerOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { AnnouncementsService } from '../services/announcements-service';
import type { BannersService } from '../services/banners-service';
import type { MerchantDirectory } from '../services/merchants';

interface Deps {
  banners: BannersService;
  announcements: AnnouncementsService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
}

const isNoticeType = (type: string): type is NoticeType => (NOTICE_TYPES as readonly string[]).includes(type);

/**
 * The announcement feed (spec section 7): `types=B` answers the banners of a group; other types
 * (PL, PU, PR, H; AG for agents only) answer announcements in the request's language for whoever asks. Marking read
 * needs a member's session.
 */
export function announcementRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(PATHS.announcements, { schema: { querystring: announcementsQuerySchema } }, async (request) => {
    const { types, groupName, merchantCode, language } = request.query;
    const ctx = await requestContext(request, deps.merchants, { merchant: merchantCode, language });
    if (types.includes('B')) return ok(await deps.banners.list(ctx.merchant, types, groupName));
    return ok(await deps.announcements.list(ctx.merchant, types.filter(isNoticeType), ctx.language, await viewerOf(request, deps.accounts, ctx.merchant)));
  });

  app.post(PATHS.markAnnouncementRead, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { id } = parsePayload(markReadPayloadSchema, request.body);
    await deps.announcements.markRead(ctx.merchant, member, id);
    return ok(null);
  });
}
