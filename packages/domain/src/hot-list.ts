import { PAGE_SIZES } from './categories';

export interface HotListInput<G extends { gameName: string }> {
  games: readonly G[];
  /** The user pressed 'more'. */
  expanded: boolean;
  /** Text typed in the hot list's search box. */
  search: string;
}

export interface HotListView<G> {
  items: readonly G[];
  /** 'more' is offered while items are held back. */
  showsMore: boolean;
  /** Nothing to show: the empty state. */
  empty: boolean;
}

/**
 * The HOT tab of home (spec section 2): the first 6 hot games until 'more' is pressed or a search
 * is typed; a search keeps every game whose name contains the text, ignoring case. Blank text is
 * no search.
 */
export function hotListView<G extends { gameName: string }>(input: HotListInput<G>): HotListView<G> {
  const needle = input.search.trim().toLowerCase();
  const matches = needle ? input.games.filter((game) => game.gameName.toLowerCase().includes(needle)) : input.games;
  const limited = !input.expanded && !needle && matches.length > PAGE_SIZES.hotListInitial;
  const items = limited ? matches.slice(0, PAGE_SIZES.hotListInitial) : matches;
  return { items, showsMore: limited, empty: items.length === 0 };
}
