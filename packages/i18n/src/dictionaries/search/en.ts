/**
 * The `search` namespace: words of the game search's results (how many were found, none, the
 * cap's note), loaded with the search panel, apart from the play screens' many words.
 */
const en = {
  search: {
    noResult: 'No games match “{{text}}”',
    found_one: '{{total}} game found',
    found_other: '{{total}} games found',
    /** More than the search answers: the total is the cap, with a plus. */
    foundCapped: '{{total}}+ games found',
    capNote: 'Showing the best {{total}} matches. Type more of the name to narrow the search.',
  },
};
export default en;
