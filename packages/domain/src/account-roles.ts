import { getsContractPrompts, isAgent, TRIAL_TYPE } from './session-type';

// Rules only the server and the agent and account screens use: apart from session-type, which the
// first page needs, so they stay out of its bundle.

/** Type 40 is neither a member nor an agent: 'Non-member account unable to login' (spec section 6). */
export const NON_MEMBER_TYPE = 40;

/** Who logs in with a password: neither the non-member type 40 nor a trial account. */
export const canLogIn = (type: number): boolean => type !== NON_MEMBER_TYPE && type !== TRIAL_TYPE;

/** Salary and dividend contracts are between agents; types 41 and 42 are agents that take none. */
export const takesContracts = (type: number): boolean => isAgent(type) && getsContractPrompts(type);
