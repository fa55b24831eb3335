import { describe, expect, it } from 'vitest';
import { canFreePlay, getsContractPrompts, isAgent, isTrial, memberCenterTarget } from './session-type';

// type, trial, free play, agent, contract prompts (spec sections 3, 4, 6)
const table: [number, boolean, boolean, boolean, boolean][] = [
  [0, false, true, false, true],
  [1, false, true, true, true],
  [2, false, true, true, true],
  [3, false, false, true, true],
  [4, true, false, false, false],
  [40, false, false, false, false],
  [41, false, false, true, false],
  [42, false, false, true, false],
  [43, false, false, true, true],
];

describe('session type rules', () => {
  it.each(table)('type %i', (type, trial, freePlay, agent, prompts) => {
    expect(isTrial(type)).toBe(trial);
    expect(canFreePlay(type)).toBe(freePlay);
    expect(isAgent(type)).toBe(agent);
    expect(getsContractPrompts(type)).toBe(prompts);
  });
});

describe('member-centre tab', () => {
  it.each([
    ['a visitor', null, { kind: 'go', path: '/m/login' }],
    ['a trial account', { type: 4 }, { kind: 'prompt', registerPath: '/m/register' }],
    ['a member', { type: 0 }, { kind: 'go', path: '/m/member/home' }],
    ['an agent', { type: 1 }, { kind: 'go', path: '/m/member/home' }],
  ] as const)('%s', (_who, session, target) => {
    expect(memberCenterTarget(session)).toEqual(target);
  });
});
