import { PROFILE_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';
import type { FormCall } from './form-call';
import { onAnswer, type CacheAction } from './on-answer';

/** A member's head icon and feedback; only the profile pages load these. */
export const profileApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** `viewer` keys the cache by session, as for the other member data. */
    getHeadIcon: build.query<Answer<'headIcon'>, { viewer: string }>({
      query: () => ({ url: PROFILE_PATHS.headIcon }) satisfies Call<'headIcon'>,
    }),
    /** Form-encoded, as the platform takes it (spec section 7); the answer replaces the cached icon. */
    setHeadIcon: build.mutation<Answer<'chooseHeadIcon'>, { viewer: string; iconId: number }>({
      query: ({ iconId }) =>
        ({
          url: PROFILE_PATHS.headIcon,
          method: 'POST',
          body: new URLSearchParams({ iconId: String(iconId) } satisfies Body<'chooseHeadIcon'>),
        }) satisfies FormCall<'chooseHeadIcon'>,
      onQueryStarted: onAnswer((data: Answer<'chooseHeadIcon'>, { viewer }: { viewer: string }): CacheAction =>
        profileApi.util.upsertQueryData('getHeadIcon', { viewer }, data),
      ),
    }),
    getFeedback: build.query<Answer<'feedback'>, { viewer: string }>({
      query: () => ({ url: PROFILE_PATHS.feedback }) satisfies Call<'feedback'>,
      providesTags: ['Feedback'],
    }),
    sendFeedback: build.mutation<Answer<'sendFeedback'>, Body<'sendFeedback'> & { viewer: string }>({
      query: ({ viewer: _viewer, ...body }) =>
        ({ url: PROFILE_PATHS.feedback, method: 'PUT', body }) satisfies Call<'sendFeedback'>,
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useGetHeadIconQuery, useSetHeadIconMutation, useGetFeedbackQuery, useSendFeedbackMutation } = profileApi;
