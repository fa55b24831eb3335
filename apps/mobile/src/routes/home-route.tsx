import { useState } from 'react';
import { SearchPopup } from '../features/games/search-popup';
import { HomePage } from '../features/lobby/home-page';

/** /m/home, with the search popup of its category bar. */
export function HomeRoute() {
  const [searching, setSearching] = useState(false);
  return (
    <>
      <HomePage onSearch={() => setSearching(true)} />
      <SearchPopup open={searching} onClose={() => setSearching(false)} />
    </>
  );
}
