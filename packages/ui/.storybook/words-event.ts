/**
 * The event that tells the manager a story's initial args in the chosen language (preview:
 * controls-words.ts; manager: manager.ts), so that it compares the words shown with the words the
 * story set: only words typed in the Controls panel count as changed (its Reset, the address).
 */
export const INITIAL_ARGS_IN_WORDS = 'lobby/initial-args-in-words';

export interface InitialArgsInWords {
  storyId: string;
  initialArgs: Record<string, unknown>;
}
