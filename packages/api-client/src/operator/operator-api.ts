import type { Brand, BrandFile, KycCase, KycReview } from '@lobby/contract';
import {
  OPERATOR_PATHS,
  type AuditEntry,
  type ChatQueueEntry,
  type DeskChatMessage,
  type AuditQuery,
  type ApplicationsQuery,
  type CannedReply,
  type PromotionApplicationsPage,
  type OperatorPromotion,
  type OperatorHelpTopic,
  type OpsContent,
  type OpsPromotion,
  type CatalogueCategory,
  type CatalogueGame,
  type CatalogueGamesPage,
  type CatalogueGamesQuery,
  type OpsGameChange,
  type OpsVendorOrder,
  type OperatorCredentials,
  type OperatorGrant,
  type OperatorLoginAnswer,
  type OperatorPlayer,
  type OperatorPlayerProfile,
  type PlayerLedgerPage,
  type PlayerNote,
  type OperatorSessionAnswer,
  type OperatorSessionView,
  type OperatorView,
  type OperatorWithdrawal,
  type OpsAnnouncement,
  type OpsChatReply,
  type OpsInboxMessage,
} from '@lobby/contract/operator';
import { createApi } from '@reduxjs/toolkit/query/react';
import { operatorBaseQuery } from './operator-base-query';

const P = OPERATOR_PATHS;

/**
 * The operator console's calls (`/__ops/*`, docs/operators.md): sign-in, my sessions, the review
 * queues, what operators write for players, operators' accounts and the audit log. Lists are
 * tagged so a decision reads them again.
 */
export const operatorApi = createApi({
  reducerPath: 'operatorApi',
  baseQuery: operatorBaseQuery,
  tagTypes: [
    'Me',
    'Sessions',
    'Withdrawals',
    'Kyc',
    'Operators',
    'Audit',
    'Chats',
    'Players',
    'Brand',
    'Catalogue',
    'Games',
    'Player',
    'Canned',
    'Applications',
    'Promotions',
    'Help',
    'Agents',
    'Banners',
  ],
  endpoints: (build) => ({
    signIn: build.mutation<OperatorLoginAnswer, { username: string; password: string }>({
      query: (body) => ({ url: P.session, method: 'POST', body }),
    }),
    confirmCode: build.mutation<OperatorSessionAnswer, { challenge: string; code: string }>({
      query: (body) => ({ url: P.sessionCode, method: 'POST', body }),
    }),
    me: build.query<OperatorView, void>({ query: () => P.session, providesTags: ['Me'] }),
    /** The brands the operator's grants cover (every brand for a grant over all). */
    brands: build.query<{ code: string; hosts: string[] }[], void>({ query: () => P.brands }),
    /** A brand's file as its admin edits it (settings, languages, flags, colours, origins). */
    brand: build.query<Brand, string>({
      query: (code) => `${P.brands}/${encodeURIComponent(code)}`,
      providesTags: (_answer, _error, code) => [{ type: 'Brand', id: code }],
    }),
    /** Saves a brand's whole file; a bad one is refused naming each field (`data.fields`). */
    updateBrand: build.mutation<Brand, BrandFile>({
      query: (file) => ({ url: `${P.brands}/${encodeURIComponent(file.merchantCode)}`, method: 'PUT', body: file }),
      invalidatesTags: (_answer, error, file) => (error ? [] : [{ type: 'Brand', id: file.merchantCode }, 'Audit']),
    }),
    signOut: build.mutation<null, void>({ query: () => ({ url: P.session, method: 'DELETE' }) }),
    sessions: build.query<OperatorSessionView[], void>({ query: () => P.sessions, providesTags: ['Sessions'] }),
    endSession: build.mutation<null, string>({
      query: (id) => ({ url: `${P.sessions}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    changePassword: build.mutation<null, { current: string; next: string }>({
      query: (body) => ({ url: P.password, method: 'POST', body }),
      invalidatesTags: ['Sessions'],
    }),

    withdrawals: build.query<OperatorWithdrawal[], { state: string; merchant: string }>({
      query: (params) => ({ url: P.withdrawals, params }),
      providesTags: ['Withdrawals'],
    }),
    approveWithdrawal: build.mutation<OperatorWithdrawal, string>({
      query: (reference) => ({ url: `${P.withdrawals}/${encodeURIComponent(reference)}/approve`, method: 'POST' }),
      invalidatesTags: ['Withdrawals', 'Audit'],
    }),
    rejectWithdrawal: build.mutation<OperatorWithdrawal, { reference: string; reason: string }>({
      query: ({ reference, reason }) => ({
        url: `${P.withdrawals}/${encodeURIComponent(reference)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Withdrawals', 'Audit'],
    }),
    reviewKyc: build.mutation<null, { merchant: string; memberId: string; review: KycReview }>({
      query: ({ merchant, memberId, review }) => ({
        url: `${P.kyc}/${encodeURIComponent(merchant)}/${encodeURIComponent(memberId)}/review`,
        method: 'POST',
        body: review,
      }),
      invalidatesTags: ['Kyc', 'Audit'],
    }),
    kycCases: build.query<KycCase[], { merchant: string; status?: string }>({
      query: ({ merchant, status }) => ({
        url: `${P.kyc}/${encodeURIComponent(merchant)}`,
        params: status ? { status } : {},
      }),
      providesTags: ['Kyc'],
    }),

    /** A brand's promotion applications in one state, newest first, a page at a time. */
    promotionApplications: build.query<PromotionApplicationsPage, ApplicationsQuery>({
      query: (params) => ({ url: P.promotionApplications, params }),
      providesTags: ['Applications'],
    }),
    reviewPromotion: build.mutation<
      null,
      {
        merchantCode: string;
        username: string;
        promotionId: string;
        decision: 'issued' | 'rejected';
        note?: string | null;
        amount?: string;
      }
    >({
      query: (body) => ({ url: P.promotionReview, method: 'POST', body }),
      invalidatesTags: ['Applications', 'Audit'],
    }),

    /** A brand's promotions, latest first, with their rules. */
    promotions: build.query<OperatorPromotion[], { merchant: string }>({
      query: (params) => ({ url: P.promotions, params }),
      providesTags: ['Promotions'],
    }),
    publishPromotion: build.mutation<{ id: string }, OpsPromotion>({
      query: (body) => ({ url: P.promotions, method: 'POST', body }),
      invalidatesTags: ['Promotions', 'Audit'],
    }),
    endPromotion: build.mutation<null, { merchantCode: string; id: string }>({
      query: ({ id, merchantCode }) => ({
        url: `${P.promotions}/${encodeURIComponent(id)}/end`,
        method: 'POST',
        body: { merchantCode },
      }),
      invalidatesTags: ['Promotions', 'Audit'],
    }),

    /** A brand's help topics in one language, in the help centre's order. */
    helpTopics: build.query<OperatorHelpTopic[], { merchant: string; language: string }>({
      query: (params) => ({ url: P.help, params }),
      providesTags: ['Help'],
    }),
    publishHelp: build.mutation<{ id: string }, OpsContent>({
      query: (body) => ({ url: P.help, method: 'POST', body }),
      invalidatesTags: ['Help', 'Audit'],
    }),
    removeHelp: build.mutation<null, { merchantCode: string; id: string }>({
      query: ({ id, merchantCode }) => ({
        url: `${P.help}/${encodeURIComponent(id)}/remove`,
        method: 'POST',
        body: { merchantCode },
      }),
      invalidatesTags: ['Help', 'Audit'],
    }),

    publishAnnouncement: build.mutation<{ id: string }, OpsAnnouncement>({
      query: (body) => ({ url: P.announcements, method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
    sendInbox: build.mutation<{ id: string; reached: number | null }, OpsInboxMessage>({
      query: (body) => ({ url: P.inbox, method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
    replyInChat: build.mutation<null, OpsChatReply>({
      query: (body) => ({ url: P.chatReply, method: 'POST', body }),
      invalidatesTags: ['Audit', 'Chats'],
    }),
    /** The support desk's conversations of a brand, latest first. */
    chatQueue: build.query<ChatQueueEntry[], { merchant: string; view?: 'open' | 'mine' | 'closed' }>({
      query: (params) => ({ url: P.chats, params }),
      providesTags: ['Chats'],
    }),
    conversation: build.query<DeskChatMessage[], { merchant: string; username: string }>({
      query: ({ merchant, username }) => ({ url: `${P.chats}/${encodeURIComponent(username)}`, params: { merchant } }),
      providesTags: ['Chats'],
    }),

    /** The agent claims a conversation, or closes it (the member's next message opens it again). */
    deskAction: build.mutation<null, { merchantCode: string; username: string; action: 'claim' | 'close' }>({
      query: ({ merchantCode, username, action }) => ({
        url: `${P.chats}/${encodeURIComponent(username)}/${action}`,
        method: 'POST',
        body: { merchantCode },
      }),
      invalidatesTags: ['Chats', 'Audit'],
    }),
    cannedReplies: build.query<CannedReply[], { merchant: string }>({
      query: (params) => ({ url: P.cannedReplies, params }),
      providesTags: ['Canned'],
    }),
    saveCannedReplies: build.mutation<CannedReply[], { merchantCode: string; replies: CannedReply[] }>({
      query: (body) => ({ url: P.cannedReplies, method: 'PUT', body }),
      invalidatesTags: ['Canned', 'Audit'],
    }),

    players: build.query<OperatorPlayer[], { merchant: string; q: string }>({
      query: (params) => ({ url: P.players, params }),
      providesTags: ['Players'],
    }),
    lockPlayer: build.mutation<null, { merchantCode: string; username: string; locked: boolean }>({
      query: ({ merchantCode, username, locked }) => ({
        url: `${P.players}/${encodeURIComponent(username)}/${locked ? 'lock' : 'unlock'}`,
        method: 'POST',
        body: { merchantCode },
      }),
      invalidatesTags: ['Players', 'Player', 'Audit'],
    }),
    /** A brand's categories with their vendors in its order, hidden ones marked. */
    catalogueVendors: build.query<CatalogueCategory[], { merchant: string }>({
      query: (params) => ({ url: P.catalogueVendors, params }),
      providesTags: ['Catalogue'],
    }),
    orderVendors: build.mutation<null, OpsVendorOrder>({
      query: (body) => ({ url: `${P.catalogueVendors}/order`, method: 'PUT', body }),
      invalidatesTags: ['Catalogue', 'Audit'],
    }),
    showVendor: build.mutation<null, { merchantCode: string; code: string; shown: boolean }>({
      query: ({ code, ...body }) => ({
        url: `${P.catalogueVendors}/${encodeURIComponent(code)}/shown`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Catalogue', 'Audit'],
    }),
    /** The platform's games, a page at a time, by vendor, type, name and state. */
    catalogueGames: build.query<CatalogueGamesPage, CatalogueGamesQuery>({
      query: (params) => ({ url: P.catalogueGames, params }),
      providesTags: ['Games'],
    }),
    changeGame: build.mutation<CatalogueGame, { gameId: string; change: OpsGameChange }>({
      query: ({ gameId, change }) => ({
        url: `${P.catalogueGames}/${encodeURIComponent(gameId)}`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: ['Games', 'Catalogue', 'Audit'],
    }),
    /** A player's profile: limits, exclusion, sessions, logins and notes. */
    playerProfile: build.query<OperatorPlayerProfile, { merchant: string; username: string }>({
      query: ({ merchant, username }) => ({
        url: `${P.players}/${encodeURIComponent(username)}`,
        params: { merchant },
      }),
      providesTags: ['Player'],
    }),
    /** A page of the player's wallet movements, newest first. */
    playerLedger: build.query<PlayerLedgerPage, { merchant: string; username: string; page: number }>({
      query: ({ merchant, username, page }) => ({
        url: `${P.players}/${encodeURIComponent(username)}/ledger`,
        params: { merchant, page },
      }),
      providesTags: ['Player'],
    }),
    addPlayerNote: build.mutation<PlayerNote, { merchantCode: string; username: string; text: string }>({
      query: ({ username, ...body }) => ({
        url: `${P.players}/${encodeURIComponent(username)}/notes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Player', 'Audit'],
    }),
    endPlayerSessions: build.mutation<null, { merchantCode: string; username: string }>({
      query: ({ username, ...body }) => ({
        url: `${P.players}/${encodeURIComponent(username)}/sessions/end`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Player', 'Audit'],
    }),
    excludePlayer: build.mutation<
      { kind: string; until: string },
      { merchantCode: string; username: string; kind: string }
    >({
      query: ({ username, ...body }) => ({
        url: `${P.players}/${encodeURIComponent(username)}/exclude`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Player', 'Players', 'Audit'],
    }),
    operators: build.query<OperatorView[], void>({ query: () => P.operators, providesTags: ['Operators'] }),
    createOperator: build.mutation<OperatorCredentials, { username: string; grants: OperatorGrant[] }>({
      query: (body) => ({ url: P.operators, method: 'POST', body }),
      invalidatesTags: ['Operators', 'Audit'],
    }),
    operatorAction: build.mutation<
      OperatorCredentials | null,
      { username: string; action: 'unlock' | 'disable' | 'enable' | 'reset' }
    >({
      query: ({ username, action }) => ({
        url: `${P.operators}/${encodeURIComponent(username)}/${action}`,
        method: 'POST',
      }),
      invalidatesTags: ['Operators', 'Audit'],
    }),
    audit: build.query<AuditEntry[], Partial<AuditQuery>>({
      query: (params) => ({ url: P.audit, params }),
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useSignInMutation,
  useConfirmCodeMutation,
  useMeQuery,
  useBrandsQuery,
  useBrandQuery,
  useUpdateBrandMutation,
  useSignOutMutation,
  useSessionsQuery,
  useEndSessionMutation,
  useChangePasswordMutation,
  useWithdrawalsQuery,
  useApproveWithdrawalMutation,
  useRejectWithdrawalMutation,
  useKycCasesQuery,
  useReviewKycMutation,
  usePromotionApplicationsQuery,
  useReviewPromotionMutation,
  usePublishAnnouncementMutation,
  useHelpTopicsQuery,
  usePublishHelpMutation,
  useRemoveHelpMutation,
  usePromotionsQuery,
  usePublishPromotionMutation,
  useEndPromotionMutation,
  useSendInboxMutation,
  useReplyInChatMutation,
  useChatQueueQuery,
  useConversationQuery,
  useDeskActionMutation,
  useCannedRepliesQuery,
  useSaveCannedRepliesMutation,
  useOperatorsQuery,
  usePlayersQuery,
  useLockPlayerMutation,
  useCreateOperatorMutation,
  useOperatorActionMutation,
  useAuditQuery,
  useCatalogueVendorsQuery,
  useOrderVendorsMutation,
  useShowVendorMutation,
  useCatalogueGamesQuery,
  useChangeGameMutation,
  usePlayerProfileQuery,
  usePlayerLedgerQuery,
  useAddPlayerNoteMutation,
  useEndPlayerSessionsMutation,
  useExcludePlayerMutation,
} = operatorApi;
