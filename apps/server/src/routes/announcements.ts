import { ENDPOINTS, NOTICE_TYPES, type NoticeType } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import { viewerOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { AnnouncementsService } from '../services/announcements-service';
import type { BannersService } from '../services/banners-service';
import { contentLanguages } from '../services/content-language';
import type { SettingsService } from '../services/settings-service';

interface Deps {
  banners: BannersService;
  announcements: AnnouncementsService;
  accounts: AccountsService;
  settings: SettingsService;
}

const isNoticeType = (type: string): type is NoticeType => (NOTICE_TYPES as readonly string[]).includes(type);

/**
 * The announcement feed (spec section 7): `types=B` answers the banners of a group; other types
 * (PL, PU, PR, H; AG for agents only) answer announcements in the request's language for whoever asks. Marking read
 * needs a member's session.
 */
export function announcementRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  // Public: banners are the same for everyone (in the language asked, else the brand's), so only
  // announcements look at the session.
  serve(app, ENDPOINTS.announcements, async ({ ctx, query, request }) => {
    const { types, groupName } = query;
    if (types.includes('B')) {
      const named = ctx.interfaceLanguage ? ctx.language : undefined;
      return deps.banners.list(ctx.merchant, types, groupName, named);
    }
    const viewer = await viewerOf(request, deps.accounts, ctx.merchant);
    const languages = await contentLanguages(ctx, deps.settings);
    return deps.announcements.list(ctx.merchant, types.filter(isNoticeType), languages, viewer);
  });

  serve(app, ENDPOINTS.markAnnouncementRead, async ({ ctx, member, body }) => {
    await deps.announcements.markRead(ctx.merchant, member, body.id);
    return null;
  });
}
