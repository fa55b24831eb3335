import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

// Each injected API's thunks read its own root state: `any` lets one helper carry all of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyState = any;

/** What an answer turns into: a cache upsert or patch (thunks) or a plain action. */
export type CacheAction = UnknownAction | ThunkAction<unknown, AnyState, unknown, UnknownAction>;

/**
 * The one `onQueryStarted` of calls whose answer updates another cache entry: once the call
 * succeeds, it dispatches what `update` makes of the answer; a failure changes nothing here (the
 * calling hook reports it).
 */
export function onAnswer<Args, Result>(update: (data: Result, args: Args) => CacheAction) {
  return async (
    args: Args,
    api: { dispatch: ThunkDispatch<AnyState, unknown, UnknownAction>; queryFulfilled: Promise<{ data: Result }> },
  ) => {
    const answer = await api.queryFulfilled.catch(() => null);
    if (answer) api.dispatch(update(answer.data, args));
  };
}
