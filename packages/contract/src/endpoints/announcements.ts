import { z } from 'zod';
import { announcementsSchema, markReadPayloadSchema } from '../announcements';
import { announcementsQuerySchema, bannersSchema } from '../banners';
import { endpoint } from '../endpoint';
import { PATHS } from '../paths';

/** The announcement feed (spec section 7): banners for `types=B`, else announcements; and marking one read. */
export const announcementsEndpoints = {
  announcements: endpoint({
    method: 'GET',
    path: PATHS.announcements,
    access: 'public',
    query: announcementsQuerySchema,
    response: z.union([bannersSchema, announcementsSchema]),
  }),
  markAnnouncementRead: endpoint({
    method: 'POST',
    path: PATHS.markAnnouncementRead,
    access: 'member',
    body: markReadPayloadSchema,
    response: z.null(),
  }),
};
