import { RECORDS_PATHS, type KycSide } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Call, Query } from './contract-call';
import type { NumericCall } from './numeric-call';

/** A KYC upload: the side and the picture (sent as multipart; the server checks the bytes). */
export interface KycUpload {
  side: KycSide;
  file: Blob;
}

/**
 * KYC and the member's account / profit-and-loss records (issue 23). The records follow the
 * wallet (a bet, a deposit asks them again); pages come by keyset cursor.
 */
export const recordsApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getKycStatus: build.query<Answer<'kycStatus'>, void>({
      query: () => RECORDS_PATHS.kyc satisfies Call<'kycStatus'>['url'],
      providesTags: ['Kyc'],
    }),
    uploadKycDocument: build.mutation<Answer<'kycUpload'>, KycUpload>({
      query: ({ side, file }) => {
        const body = new FormData();
        body.set('side', side);
        body.set('file', file);
        return { url: RECORDS_PATHS.kycDocument, method: 'POST', body } satisfies Omit<Call<'kycUpload'>, 'body'> & {
          body: FormData;
        };
      },
      invalidatesTags: ['Kyc'],
    }),
    /**
     * The member's own picture of one side, as an object URL for an <img> (the file needs the
     * session, so it cannot be a plain address). `uploadedAt` names the version: a new upload
     * is a new entry; the URL is let go when its entry leaves the cache.
     */
    getKycDocument: build.query<string, { side: KycSide; uploadedAt: string }>({
      query: ({ side }) => ({
        url: RECORDS_PATHS.kycDocument,
        params: { side },
        // A refusal is still an envelope of JSON.
        responseHandler: (response) => (response.ok ? response.blob() : response.json()),
      }),
      transformResponse: (picture: Blob) => URL.createObjectURL(picture),
      async onCacheEntryAdded(_args, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    getAccountRecords: build.query<Answer<'accountRecords'>, Query<'accountRecords'>>({
      query: (params) => ({ url: RECORDS_PATHS.accountRecords, params }) satisfies NumericCall<'accountRecords'>,
      providesTags: ['Wallet'],
    }),
    getProfitLoss: build.query<Answer<'profitLoss'>, Query<'profitLoss'>>({
      query: (params) => ({ url: RECORDS_PATHS.profitLoss, params }) satisfies NumericCall<'profitLoss'>,
      providesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetKycStatusQuery,
  useGetKycDocumentQuery,
  useUploadKycDocumentMutation,
  useGetAccountRecordsQuery,
  useGetProfitLossQuery,
} = recordsApi;
