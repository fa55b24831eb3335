import { lazy, Suspense, useState } from 'react';
import { HomePage } from '../features/lobby/home-page';

// The search popup's code comes with the first search: most visits of home never search.
const SearchPopup = lazy(async () => ({ default: (await import('../features/games/search-popup')).SearchPopup }));

/** /m/home, with the search popup of its category bar (mounted from its first opening on, so closing animates). */
export function HomeRoute() {
  const [searching, setSearching] = useState(false);
  const [searched, setSearched] = useState(false);
  const openSearch = () => {
    setSearched(true);
    setSearching(true);
  };
  return (
    <>
      <HomePage onSearch={openSearch} />
      {searched && (
        <Suspense fallback={null}>
          <SearchPopup open={searching} onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </>
  );
}
