/**
 * Account types of a session (spec sections 3 and 6): 4 is the free/trial account; 0, 1 and 2
 * are members that may use free play; an agent is any type other than 0, 4 and 40.
 */
export const TRIAL_TYPE = 4;
const FREE_PLAY_TYPES = new Set([0, 1, 2]);
/** The member types that are not agents (a database query picks agents by them). */
export const NOT_AGENT_TYPES: readonly number[] = [0, 4, 40];
const NOT_AGENT = new Set(NOT_AGENT_TYPES);
const CONTRACT_PROMPT_EXEMPT = new Set([4, 40, 41, 42]);

export const isTrial = (type: number): boolean => type === TRIAL_TYPE;
export const canFreePlay = (type: number): boolean => FREE_PLAY_TYPES.has(type);
export const isAgent = (type: number): boolean => !NOT_AGENT.has(type);
export const getsContractPrompts = (type: number): boolean => !CONTRACT_PROMPT_EXEMPT.has(type);

/** Where the member-centre tab leads (spec section 4). */
export type MemberCenterTarget =
  { kind: 'go'; path: '/m/login' | '/m/member/home' } | { kind: 'prompt'; registerPath: '/m/register' };

/** No session: login; a trial account: a prompt offering registration; else the member centre. */
export function memberCenterTarget(session: { type: number } | null | undefined): MemberCenterTarget {
  if (!session) return { kind: 'go', path: '/m/login' };
  if (isTrial(session.type)) return { kind: 'prompt', registerPath: '/m/register' };
  return { kind: 'go', path: '/m/member/home' };
}
