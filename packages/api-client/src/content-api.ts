import type { Announcement, Language, NoticeType } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';

export interface AnnouncementsArgs {
  types: NoticeType;
  language: Language;
  /**
   * The session token, or '' for a visitor: only part of the cache key (the token travels in its
   * header), so that a login never shows the visitor's list, even for a moment.
   */
  viewer: string;
}

/** Announcements (spec sections 2, 4 and 7): the feed follows the session, read marks refresh it. */
export const contentApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Announcement[], AnnouncementsArgs>({
      query: ({ types, language }) => ({ url: PATHS.announcements, params: { types, language } }),
      providesTags: ['Announcements'],
    }),
    markAnnouncementRead: build.mutation<null, string>({
      query: (id) => ({ url: PATHS.markAnnouncementRead, method: 'POST', body: { id } }),
      invalidatesTags: ['Announcements'],
    }),
  }),
});

export const { useGetAnnouncementsQuery, useMarkAnnouncementReadMutation } = contentApi;
