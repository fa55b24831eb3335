import type { Announcement, EndpointName, Language, NoticeType } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';

export interface AnnouncementsArgs {
  types: NoticeType;
  language: Language;
}

/** An activity application: the contract's fields and the chosen image files (sent as multipart). */
export type PromotionApplication = Required<Body<'applyPromotion'>> & { images: readonly Blob[] };

/** A multipart call: its fields travel in a FormData. */
type MultipartCall<N extends EndpointName> = Omit<Call<N>, 'body'> & { body: FormData };

/**
 * Announcements, promotions and the help centre (spec sections 2, 4 and 7): feeds follow the
 * session (their tags are among the member's, see MEMBER_TAGS), and each member action refreshes
 * its list.
 */
export const contentApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** The feed's answer for other types than B (banners: catalogueApi's getBanners). */
    getAnnouncements: build.query<Extract<Answer<'announcements'>, Announcement[]>, AnnouncementsArgs>({
      query: (params) => ({ url: PATHS.announcements, params }) satisfies Call<'announcements'>,
      providesTags: ['Announcements'],
    }),
    markAnnouncementRead: build.mutation<Answer<'markAnnouncementRead'>, string>({
      query: (id) =>
        ({ url: PATHS.markAnnouncementRead, method: 'POST', body: { id } }) satisfies Call<'markAnnouncementRead'>,
      invalidatesTags: ['Announcements'],
    }),
    getPromotionCategories: build.query<Answer<'promotionCategories'>, void>({
      query: () => PATHS.promotionCategories satisfies Call<'promotionCategories'>['url'],
    }),
    getPromotions: build.query<Answer<'promotions'>, Language>({
      query: (language) => ({ url: PATHS.promotions, params: { language } }) satisfies Call<'promotions'>,
      providesTags: ['Promotions'],
    }),
    joinPromotion: build.mutation<Answer<'joinPromotion'>, string>({
      query: (promotionId) =>
        ({ url: PATHS.joinPromotion, method: 'POST', body: { promotionId } }) satisfies Call<'joinPromotion'>,
      invalidatesTags: ['Promotions'],
    }),
    applyPromotion: build.mutation<Answer<'applyPromotion'>, PromotionApplication>({
      query: ({ promotionId, remark, images }) => {
        const body = new FormData();
        body.set('promotionId', promotionId);
        body.set('remark', remark);
        for (const image of images) body.append('images', image);
        return { url: PATHS.applyPromotion, method: 'POST', body } satisfies MultipartCall<'applyPromotion'>;
      },
      invalidatesTags: ['Promotions'],
    }),
    // A claim credits the wallet: the header balance asks again.
    claimPromotion: build.mutation<Answer<'claimPromotion'>, string>({
      query: (promotionId) =>
        ({ url: PATHS.claimPromotion, method: 'POST', body: { promotionId } }) satisfies Call<'claimPromotion'>,
      invalidatesTags: ['Promotions', 'Wallet'],
    }),
    getHelpCenter: build.query<Answer<'helpCenter'>, Language>({
      query: (lang) => ({ url: PATHS.helpCenter, params: { lang, device: 'MOBILE' } }) satisfies Call<'helpCenter'>,
      providesTags: ['Help'],
    }),
  }),
});

export const {
  useGetAnnouncementsQuery,
  useMarkAnnouncementReadMutation,
  useGetPromotionCategoriesQuery,
  useGetPromotionsQuery,
  useJoinPromotionMutation,
  useApplyPromotionMutation,
  useClaimPromotionMutation,
  useGetHelpCenterQuery,
} = contentApi;
