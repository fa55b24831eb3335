import { ALL_BRANDS } from '@lobby/contract/operator';
import { useConsole } from '../lib/outlet';
import { fill, useWords } from '../lib/words';

/** Who is signed in and what they may do. */
export function HomePage() {
  const { w } = useWords();
  const { me } = useConsole();
  return (
    <section className="stack">
      <h1>{fill(w.home.welcome, { name: me.username })}</h1>
      <h2>{w.home.roles}</h2>
      <ul data-testid="my-roles">
        {me.grants.map((g) => (
          <li key={`${g.role}@${g.brand}`}>
            {w.roles[g.role]} · {g.brand === ALL_BRANDS ? w.home.everyBrand : g.brand}
          </li>
        ))}
      </ul>
    </section>
  );
}
