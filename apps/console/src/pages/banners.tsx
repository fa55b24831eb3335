import { useBannersQuery, useOrderBannersMutation, useRemoveBannerMutation } from '@lobby/api-client/operator';
import { BANNER_GROUPS, type BannerGroup } from '@lobby/contract';
import type { OperatorBanner } from '@lobby/contract/operator';
import { EmptyState } from '@lobby/ui';
import { useState } from 'react';
import { ErrorNote } from '../lib/error-note';
import { FormEnd, HiddenHeading } from '../lib/form-end';
import { MoveButtons, moved } from '../lib/ordering';
import { useConsole } from '../lib/outlet';
import { fill, useWords } from '../lib/words';
import { BannerForm } from './banners/banner-form';

/**
 * What the preview's address changes with: its words (the server draws afresh for an address it
 * has not answered), so an edited banner is not shown from the browser's cache.
 */
function artKey(banner: OperatorBanner, language: string): string {
  const words = `${banner.title}|${banner.titles[language as keyof OperatorBanner['titles']] ?? ''}`;
  // FNV-1a: a short cache key within the address's 64 characters, not a secret.
  let hash = 0x811c9dc5;
  for (const char of words) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** A brand's banners by group: their pictures in order, moved, edited, removed; a new one added last. */
export function BannersPage() {
  const { w } = useWords();
  const b = w.banners;
  const { brand } = useConsole();
  const [group, setGroup] = useState<BannerGroup>('m_home');
  const [editing, setEditing] = useState<OperatorBanner | null>(null);
  // Kept here: a saved order or a removal redraws the list below, which would lose its own.
  const [note, setNote] = useState<string | null>(null);
  const listed = useBannersQuery({ merchant: brand });
  const inGroup = listed.data?.filter((banner) => banner.groupName === group);
  // A new list (saved, added, removed) starts the order over from what the server holds.
  const version = inGroup?.map((banner) => `${banner.id}:${banner.sequence}:${banner.title}`).join('|') ?? '';
  return (
    <section className="stack">
      <h1>{b.heading}</h1>
      <div className="row">
        <label className="inline-field">
          <span>{b.group}</span>
          <select
            value={group}
            onChange={(e) => {
              setGroup(e.target.value as BannerGroup);
              setEditing(null);
              setNote(null);
            }}
          >
            {BANNER_GROUPS.map((g) => (
              <option key={g} value={g}>
                {b.groups[g]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={listed.error} />
      {note && (
        <p role="status" className="note">
          {note}
        </p>
      )}
      {inGroup?.length === 0 && <EmptyState message={b.empty} />}
      {!!inGroup?.length && (
        <BannerOrder
          key={`${brand}/${group}/${version}`}
          group={group}
          saved={inGroup}
          onEdit={(banner) => {
            setEditing(banner);
            setNote(null);
          }}
          onNote={setNote}
        />
      )}
      <BannerForm
        key={`${brand}/${group}/${editing?.id ?? 'new'}`}
        group={group}
        editing={editing}
        onDone={(done) => {
          setEditing(null);
          setNote(done);
        }}
      />
    </section>
  );
}

/** The group's banners in the carousel's order: moved up and down then saved; edited or removed at once. */
function BannerOrder({
  group,
  saved,
  onEdit,
  onNote,
}: {
  group: BannerGroup;
  saved: OperatorBanner[];
  onEdit: (banner: OperatorBanner) => void;
  onNote: (note: string | null) => void;
}) {
  const { w, language } = useWords();
  const b = w.banners;
  const { brand } = useConsole();
  const [ids, setIds] = useState(() => saved.map((banner) => banner.id));
  const [order, ordering] = useOrderBannersMutation();
  const [remove, removing] = useRemoveBannerMutation();
  const byId = new Map(saved.map((banner) => [banner.id, banner]));
  const save = async () => {
    onNote(null);
    const answer = await order({ merchantCode: brand, groupName: group, ids });
    if ('data' in answer) onNote(b.ordered);
  };
  return (
    <form
      className="card stack"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ErrorNote error={removing.error} />
      <table className="table" data-testid="banners">
        <thead>
          <tr>
            <th>{b.position}</th>
            <th>{b.picture}</th>
            <th>{b.title}</th>
            <th>{b.link}</th>
            <HiddenHeading text={w.actions} />
          </tr>
        </thead>
        <tbody>
          {ids.map((id, index) => {
            const banner = byId.get(id);
            if (!banner) return null;
            const name = banner.title;
            return (
              <tr key={id}>
                <td className="number">{index + 1}</td>
                <td>
                  {/* The drawn art in the console's language, as a phone reading it sees it. */}
                  <img
                    className="banner-preview"
                    src={`${banner.url}?language=${language}&v=${artKey(banner, language)}`}
                    alt={fill(b.alt, { name: banner.titles[language] ?? name })}
                    width={240}
                    height={96}
                    loading="lazy"
                  />
                </td>
                <td>{name}</td>
                <td>{banner.link ?? b.none}</td>
                <td>
                  <div className="row">
                    <MoveButtons
                      index={index}
                      count={ids.length}
                      name={name}
                      up={b.up}
                      down={b.down}
                      onMove={(from, by) => {
                        onNote(null);
                        setIds((list) => moved(list, from, by));
                      }}
                    />
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={fill(b.editLabel, { name })}
                      onClick={() => onEdit(banner)}
                    >
                      {b.edit}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={fill(b.removeLabel, { name })}
                      disabled={removing.isLoading}
                      onClick={() => {
                        onNote(null);
                        void remove({ merchantCode: brand, id }).then((answer) => {
                          if ('data' in answer) onNote(b.removed);
                        });
                      }}
                    >
                      {b.remove}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FormEnd error={ordering.error} busy={ordering.isLoading} doneText={null} submitText={b.saveOrder} />
    </form>
  );
}
