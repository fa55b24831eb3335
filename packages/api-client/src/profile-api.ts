import { PROFILE_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';
import type { FormCall } from './form-call';
import { onAnswer, type CacheAction } from './on-answer';

/** A member's head icon and feedback; only the profile pages load these. */
export const profileApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getHeadIcon: build.query<Answer<'headIcon'>, void>({
      query: () => ({ url: PROFILE_PATHS.headIcon }) satisfies Call<'headIcon'>,
      providesTags: ['Member'],
    }),
    /** Form-encoded, as the platform takes it (spec section 7); the answer replaces the cached icon. */
    setHeadIcon: build.mutation<Answer<'chooseHeadIcon'>, number>({
      query: (iconId) =>
        ({
          url: PROFILE_PATHS.headIcon,
          method: 'POST',
          body: new URLSearchParams({ iconId: String(iconId) } satisfies Body<'chooseHeadIcon'>),
        }) satisfies FormCall<'chooseHeadIcon'>,
      onQueryStarted: onAnswer((data: Answer<'chooseHeadIcon'>): CacheAction =>
        profileApi.util.upsertQueryData('getHeadIcon', undefined, data),
      ),
    }),
    getFeedback: build.query<Answer<'feedback'>, void>({
      query: () => ({ url: PROFILE_PATHS.feedback }) satisfies Call<'feedback'>,
      providesTags: ['Feedback'],
    }),
    sendFeedback: build.mutation<Answer<'sendFeedback'>, Body<'sendFeedback'>>({
      query: (body) => ({ url: PROFILE_PATHS.feedback, method: 'PUT', body }) satisfies Call<'sendFeedback'>,
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useGetHeadIconQuery, useSetHeadIconMutation, useGetFeedbackQuery, useSendFeedbackMutation } = profileApi;
