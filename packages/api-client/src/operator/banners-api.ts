import {
  OPERATOR_PATHS,
  type OperatorBanner,
  type OpsBanner,
  type OpsBannerChange,
  type OpsBannerOrder,
} from '@lobby/contract/operator';
import { operatorApi } from './operator-api';

const P = OPERATOR_PATHS.banners;

/** A brand's banners: listed, added, worded, removed and ordered by content. */
export const bannersApi = operatorApi.injectEndpoints({
  endpoints: (build) => ({
    banners: build.query<OperatorBanner[], { merchant: string }>({
      query: (params) => ({ url: P, params }),
      providesTags: ['Banners'],
    }),
    addBanner: build.mutation<OperatorBanner, OpsBanner>({
      query: (body) => ({ url: P, method: 'POST', body }),
      invalidatesTags: ['Banners', 'Audit'],
    }),
    changeBanner: build.mutation<OperatorBanner, OpsBannerChange & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${P}/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Banners', 'Audit'],
    }),
    removeBanner: build.mutation<null, { merchantCode: string; id: string }>({
      query: ({ id, ...body }) => ({ url: `${P}/${encodeURIComponent(id)}/remove`, method: 'POST', body }),
      invalidatesTags: ['Banners', 'Audit'],
    }),
    orderBanners: build.mutation<null, OpsBannerOrder>({
      query: (body) => ({ url: `${P}/order`, method: 'PUT', body }),
      invalidatesTags: ['Banners', 'Audit'],
    }),
  }),
});

export const {
  useBannersQuery,
  useAddBannerMutation,
  useChangeBannerMutation,
  useRemoveBannerMutation,
  useOrderBannersMutation,
} = bannersApi;
