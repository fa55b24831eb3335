import {
  DAILY_SALARY_REQUEST,
  ENDPOINTS,
  okEnvelopeOf,
  type Endpoint,
  type ErrorCode,
  type ReplyOf,
  type ResponseOf,
} from '@lobby/contract';
import { http, HttpResponse } from 'msw';
import { recordedValue } from './fixture-handlers';

/**
 * A story's own answer to one call of the contract, where the recordings have none that shows its
 * dialog (a contract offer, an expired session...): a value of the endpoint's response schema
 * (story-answers.test.ts checks each against every fixture set), made from the recorded value where
 * it changes only a part of it.
 */
export interface StoryAnswer {
  endpoint: Endpoint;
  /** The value, from the recorded one (undefined where nothing was recorded). */
  value(recorded: unknown): unknown;
}

/** A refusal the server sends: its HTTP status and error code. */
export interface StoryRefusal {
  endpoint: Endpoint;
  status: number;
  errorCode: ErrorCode;
}

const answer = <E extends Endpoint>(
  endpoint: E,
  value: (recorded: ResponseOf<E> | undefined) => ReplyOf<E>,
): StoryAnswer => ({ endpoint, value: (recorded) => value(recorded as ResponseOf<E> | undefined) });

/** The free-play guest's name, as the server makes one up (ten hex digits). */
export const TRIAL_USER = 'guest3fa9c07e12';

/** A free-play account's session (type 4). */
const TRIAL_SESSION = {
  token: 'story-session',
  userName: TRIAL_USER,
  type: 4,
  merchantCode: 'DEMO',
  firstTimeLogin: false,
  mustChangePassword: false,
  expiresAt: '2026-12-07T03:30:00.000Z',
  withdrawOnly: false,
};

/** The seeded upline's daily-salary offer to the sample agent: two tiers, per mille of team bets. */
const SALARY_OFFER: ReplyOf<typeof ENDPOINTS.dailySalaryContract>['offer'] = {
  id: '6f1c2b7e-4d3a-4e8b-9c51-2a7d0e9f3b64',
  kind: 'dailySalary',
  status: 'offered',
  upline: 'master01',
  holder: 'agent01',
  terms: {
    tiers: [
      { minBetsMinor: 1_000_000, minActive: 5, ratePermille: 5 },
      { minBetsMinor: 5_000_000, minActive: 15, ratePermille: 10 },
    ],
  },
  offeredAt: '2026-12-05T08:00:00.000Z',
  answeredAt: null,
};

export const STORY_ANSWERS = {
  /** A brand that asks for a human check (a captcha) before it sends an SMS code. */
  humanCheckBrand: answer(ENDPOINTS.settings, (recorded) => {
    if (!recorded) throw new Error('No recorded settings to turn the human check on in');
    return { ...recorded, whitelabel: { ...recorded.whitelabel, smsHumanCheck: true } };
  }),
  /** The dialing codes the seeded brands offer (the mobile tabs were never recorded). */
  countries: answer(ENDPOINTS.countries, () => [
    { code: 'MM', name: 'Myanmar', dialingCode: '+95' },
    { code: 'TH', name: 'Thailand', dialingCode: '+66' },
    { code: 'CN', name: 'China', dialingCode: '+86' },
    { code: 'MY', name: 'Malaysia', dialingCode: '+60' },
    { code: 'SG', name: 'Singapore', dialingCode: '+65' },
    { code: 'VN', name: 'Vietnam', dialingCode: '+84' },
  ]),
  /** Free play: a new guest account and its session. */
  trialLogin: answer(ENDPOINTS.freePlayLogin, () => TRIAL_SESSION),
  trialRenewal: answer(ENDPOINTS.renewSession, () => TRIAL_SESSION),
  trialMember: answer(ENDPOINTS.memberInfo, () => ({
    id: '0f6d3c2a-5b1e-4c8f-9a27-3e5d8b1c4f60',
    memberNo: 10000042,
    nickname: TRIAL_SESSION.userName,
    account: TRIAL_SESSION.userName,
    type: TRIAL_SESSION.type,
  })),
  /** The upline has offered a daily salary the member has not answered yet. */
  salaryAwaiting: answer(ENDPOINTS.contractRequest, () => ({
    dailysalreqtype: DAILY_SALARY_REQUEST,
    divtypecompperiodreq: 0,
    contracthoursalreq: 0,
  })),
  salaryOffer: answer(ENDPOINTS.dailySalaryContract, (recorded) => ({
    kind: 'dailySalary' as const,
    active: null,
    history: [],
    settlements: [],
    ...recorded,
    offer: SALARY_OFFER,
  })),
  /** The agent's team: an agent of its own (who may be offered a contract) and a member. */
  teamWithAgent: answer(ENDPOINTS.teamMembers, () => [
    { username: 'agent02', type: 1, joinedAt: '2026-11-20T06:12:00.000Z', contracts: [], excludedUntil: null },
    { username: 'player07', type: 0, joinedAt: '2026-11-28T11:40:00.000Z', contracts: [], excludedUntil: null },
  ]),
  /** An hour of this login session on the tables: what the reality check shows. */
  hourOfPlay: answer(ENDPOINTS.playSession, () => ({
    startedAt: '2026-12-06T02:30:00.000Z',
    serverTime: '2026-12-06T03:30:00.000Z',
    minutesPlayed: 60,
    stakedMinor: 48_000,
    netMinor: -12_500,
    realityCheckMinutes: 60,
  })),
};

export const STORY_REFUSALS = {
  /** The token has expired since the member's last visit: renewing it is refused. */
  sessionExpired: { endpoint: ENDPOINTS.renewSession, status: 401, errorCode: 'session.expired' },
} satisfies Record<string, StoryRefusal>;

const route = (endpoint: Endpoint) =>
  http[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];

/** Mock Service Worker handlers (a story's `parameters.msw`) that give these answers before the recorded ones. */
export function answering(...answers: (StoryAnswer | StoryRefusal)[]) {
  return answers.map((given) =>
    route(given.endpoint)(given.endpoint.path, ({ request }) => {
      if ('errorCode' in given)
        return HttpResponse.json({ success: false, errorCode: given.errorCode }, { status: given.status });
      const body = { success: true, value: given.value(recordedValue(request.method, request.url)) };
      const checked = okEnvelopeOf(given.endpoint.response).safeParse(body);
      if (checked.success) return HttpResponse.json(body);
      console.error(`The story's answer to ${given.endpoint.path} breaks the contract: ${checked.error.message}`);
      return HttpResponse.json({ success: false, errorCode: 'request.invalid' }, { status: 500 });
    }),
  );
}
