export { lobbyApi, lobbyApiHydrated, TAG_TYPES } from './api';
export { lobbyBaseQuery } from './base-query';
export type { ApiClientConfig, ApiClientExtra } from './config';
export { apiClientMiddlewareOptions } from './middleware-options';
export { isApiError, type ApiError } from './api-error';
export { settingsApi, statusApi, useGetSiteSettingsQuery, useGetSystemStatusQuery } from './settings-api';
export { gamesApi, useGetHotGamesQuery, useRefreshHotGamesMutation, type HotGamesArgs } from './games-api';
export {
  catalogueApi,
  useGetBannersQuery,
  useGetGameListQuery,
  useGetVendorsQuery,
  type VendorsArgs,
} from './catalogue-api';
export {
  contentApi,
  useApplyPromotionMutation,
  useClaimPromotionMutation,
  useGetAnnouncementsQuery,
  useGetHelpCenterQuery,
  useGetPromotionCategoriesQuery,
  useGetPromotionsQuery,
  useJoinPromotionMutation,
  useMarkAnnouncementReadMutation,
  type AnnouncementsArgs,
  type PromotionApplication,
} from './content-api';
export { encryptBody } from './encrypt-body';
export {
  SESSION_RENEWAL_KEY,
  sessionApi,
  useFreePlayLoginMutation,
  useGetMemberInfoQuery,
  useLogoutMutation,
  useRenewSessionMutation,
} from './session-api';
export {
  loginApi,
  useChangePasswordMutation,
  useLoginMutation,
  type ChangePasswordArgs,
  type LoginArgs,
} from './login-api';
export {
  accountApi,
  useCheckAffiliateCodeMutation,
  useCheckUsernameMutation,
  useGetCountriesQuery,
  useGetRegistrationSettingsQuery,
  useNewCaptchaMutation,
  usePasswordByEmailMutation,
  usePasswordByPhoneMutation,
  useRegisterMutation,
  useRequestSmsCodeMutation,
  type PasswordByPhoneArgs,
  type RegisterArgs,
  type SmsPurpose,
} from './account-api';
export {
  serviceApi,
  useGetChatMessagesQuery,
  useGetChatUnreadQuery,
  useGetInboxQuery,
  useGetInboxUnreadQuery,
  useLaunchChatMutation,
  useMarkInboxReadMutation,
  useSendChatMutation,
} from './service-api';
export {
  favouritesApi,
  useAddFavouriteMutation,
  useGetFavouriteIdsQuery,
  useRemoveFavouriteMutation,
} from './favourites-api';
export { memberGamesApi, useGetFavouriteGamesQuery, useGetMemberGamePageQuery } from './member-games-api';
export {
  walletApi,
  useStartDepositMutation,
  useGetDepositQuery,
  useRequestWithdrawalMutation,
  useGetWithdrawalsQuery,
  useGetDepositsQuery,
  useCancelWithdrawalMutation,
  useGetBalanceQuery,
  useGetJackpotQuery,
  useGetMerchantWalletQuery,
  useGetRankProgressQuery,
  useGetWinnerBoardQuery,
  useRedeemPromoCodeMutation,
} from './wallet-api';
export {
  playApi,
  useDealMutation,
  useGetInHouseTableQuery,
  useGetOrderDetailQuery,
  useGetOrdersQuery,
  useGetRecentGamesQuery,
  useGuessMutation,
  useLaunchGameMutation,
} from './play-api';
export {
  agentApi,
  useAnswerContractMutation,
  useGetAffiliateInfoQuery,
  useGetContractQuery,
  useGetContractRequestQuery,
  useGetRebateSettingsQuery,
  useGetTeamKpiQuery,
  useGetTeamMembersQuery,
  useLazyGetContractRequestQuery,
  useOfferContractMutation,
  useOpenAccountMutation,
} from './agent-api';
export {
  lotteryApi,
  useGetLotteryMenusQuery,
  useGetNearNumerosQuery,
  useGetOpenedNumeroQuery,
  useGetPopularLotteriesQuery,
  useGetRecentLotteriesQuery,
} from './lottery-api';
export {
  profileApi,
  useGetFeedbackQuery,
  useGetHeadIconQuery,
  useSendFeedbackMutation,
  useSetHeadIconMutation,
} from './profile-api';
export { sessionCacheChange, type SessionOwner } from './session-cache';
export { readingLanguageChange } from './content-cache';
export { idTag, listTag, MEMBER_TAGS, onSuccess, type TagType } from './tags';
export {
  gamePagesApi,
  useGetGamePagesInfiniteQuery,
  useGetMemberGamePagesInfiniteQuery,
  type MemberPagesArgs,
} from './game-pages-api';
export {
  recordsApi,
  useGetAccountRecordsQuery,
  useGetKycStatusQuery,
  useGetKycDocumentQuery,
  useGetProfitLossQuery,
  useUploadKycDocumentMutation,
  type KycUpload,
} from './records-api';
export {
  protectionApi,
  useCancelLimitMutation,
  useReviewLimitsMutation,
  useConfirmLimitMutation,
  useExcludeMutation,
  useGetProtectionStatusQuery,
  useLazyGetPlaySessionQuery,
  useSetLimitsMutation,
  useSetRealityCheckMutation,
} from './protection-api';
export {
  securityApi,
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetActiveSessionsQuery,
  useGetLoginHistoryQuery,
  useGetSecurityOverviewQuery,
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useStartTwoFactorSetupMutation,
  useTwoFactorLoginMutation,
  type TwoFactorDisableArgs,
} from './security-api';
