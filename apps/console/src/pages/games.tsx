import { useCatalogueGamesQuery, useChangeGameMutation } from '@lobby/api-client/operator';
import { GAME_TYPES } from '@lobby/contract/constants';
import {
  CATALOGUE_GAME_STATES,
  grantsAllow,
  type CatalogueGame,
  type CatalogueGamesQuery,
  type OpsGameChange,
} from '@lobby/contract/operator';
import { EmptyState, TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { HiddenHeading } from '../lib/form-end';
import { useConsole } from '../lib/outlet';
import { Pager } from '../lib/pager';
import { fill, useWords } from '../lib/words';

type Query = Omit<CatalogueGamesQuery, 'page'> & { page: number };

/**
 * The platform's games (catalogue over every brand): found by vendor, type, name and state, a
 * page at a time; each switched on or off, hot (with its place), new, and placed in its vendor's list.
 */
export function GamesPage() {
  const { w, categoryName } = useWords();
  const g = w.games;
  const { me } = useConsole();
  const [query, setQuery] = useState<Query>({ page: 1 });
  const found = useCatalogueGamesQuery(query);
  const [change, changing] = useChangeGameMutation();
  if (!grantsAllow(me.grants, 'catalogue', null)) return <p className="note">{g.platformOnly}</p>;
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setQuery({
      page: 1,
      vendor: text('vendor')?.toUpperCase(),
      gameType: text('gameType') as CatalogueGamesQuery['gameType'],
      q: text('q'),
      state: text('state') as CatalogueGamesQuery['state'],
    });
  };
  const pages = found.data ? Math.max(1, Math.ceil(found.data.total / found.data.pageSize)) : 1;
  const { page } = query;
  const save = (game: CatalogueGame, patch: OpsGameChange) => void change({ gameId: game.gameId, change: patch });
  return (
    <section className="stack">
      <h1>{g.heading}</h1>
      <p className="muted">{g.reach}</p>
      <form className="card row" onSubmit={search} role="search">
        <TextField id="games-vendor" name="vendor" label={g.vendor} maxLength={32} />
        <label className="inline-field">
          <span>{g.type}</span>
          <select name="gameType" defaultValue="">
            <option value="">{g.any}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {categoryName(type)}
              </option>
            ))}
          </select>
        </label>
        <TextField id="games-name" name="q" label={g.name} maxLength={50} />
        <label className="inline-field">
          <span>{g.state}</span>
          <select name="state" defaultValue="">
            <option value="">{g.any}</option>
            {CATALOGUE_GAME_STATES.map((state) => (
              <option key={state} value={state}>
                {g.states[state]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {g.find}
        </button>
      </form>
      <ErrorNote error={found.error ?? changing.error} />
      {found.data?.total === 0 && <EmptyState message={g.empty} />}
      {!!found.data?.games.length && (
        <>
          <table className="table" data-testid="games">
            <thead>
              <tr>
                <th>{g.game}</th>
                <th>{g.vendor}</th>
                <th>{g.type}</th>
                <th>{g.shown}</th>
                <th>{g.hot}</th>
                <th>{g.hotRank}</th>
                <th>{g.isNew}</th>
                <th>{g.order}</th>
                <HiddenHeading text={g.provider} />
              </tr>
            </thead>
            <tbody>
              {found.data.games.map((game) => (
                <tr key={game.gameId} data-game={game.gameId}>
                  <td>{game.name}</td>
                  <td>{game.vendorCode}</td>
                  <td>{categoryName(game.gameType)}</td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={fill(g.shownOf, { name: game.name })}
                      checked={game.shown}
                      onChange={(e) => save(game, { shown: e.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={fill(g.hotOf, { name: game.name })}
                      checked={game.hot}
                      onChange={(e) => save(game, { hot: e.target.checked })}
                    />
                  </td>
                  <td>
                    <NumberCell
                      label={fill(g.hotRankOf, { name: game.name })}
                      value={game.hotRank}
                      disabled={!game.hot}
                      onSave={(hotRank) => save(game, { hotRank })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={fill(g.isNewOf, { name: game.name })}
                      checked={game.isNew}
                      onChange={(e) => save(game, { isNew: e.target.checked })}
                    />
                  </td>
                  <td>
                    <NumberCell
                      label={fill(g.orderOf, { name: game.name })}
                      value={game.sort}
                      onSave={(sort) => save(game, { sort })}
                    />
                  </td>
                  <td className="muted">{game.provider ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={page}
            more={page < pages}
            onPage={(next) => setQuery({ ...query, page: next })}
            back={g.previous}
            forward={g.next}
            label={fill(g.page, { page: String(page), pages: String(pages), total: String(found.data.total) })}
          />
        </>
      )}
    </section>
  );
}

/** A whole number saved when the field is left changed (Enter leaves it too). */
function NumberCell({
  label,
  value,
  disabled = false,
  onSave,
}: {
  label: string;
  value: number | null;
  disabled?: boolean;
  onSave: (value: number) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const commit = () => {
    const number = Number(text);
    if (text.trim() !== '' && Number.isInteger(number) && number !== value) onSave(number);
    else setText(value === null ? '' : String(value));
  };
  return (
    <input
      className="number-cell"
      type="number"
      step={1}
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
    />
  );
}
