import { useAddBannerMutation, useChangeBannerMutation } from '@lobby/api-client/operator';
import { LANGUAGES, type BannerGroup } from '@lobby/contract';
import type { OperatorBanner } from '@lobby/contract/operator';
import { LANGUAGE_META } from '@lobby/i18n/language-meta';
import { TextField } from '@lobby/ui';
import type { FormEvent } from 'react';
import { FormEnd } from '../../lib/form-end';
import { useConsole } from '../../lib/outlet';
import { fill, useWords } from '../../lib/words';

/** A new banner for the group, or one banner's words changed: the title, its translations, where it opens. */
export function BannerForm({
  group,
  editing,
  onDone,
}: {
  group: BannerGroup;
  editing: OperatorBanner | null;
  /** The banner went through (with what to tell the operator), or the edit was cancelled (null). */
  onDone: (note: string | null) => void;
}) {
  const { w } = useWords();
  const b = w.banners;
  const { brand } = useConsole();
  const [add, adding] = useAddBannerMutation();
  const [change, changing] = useChangeBannerMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const titles = Object.fromEntries(LANGUAGES.map((l) => [l, text(`title-${l}`)]).filter(([, t]) => t));
    const words = {
      merchantCode: brand,
      title: text('title'),
      titles,
      ...(text('link') ? { link: text('link') } : {}),
    };
    const answer = editing ? await change({ id: editing.id, ...words }) : await add({ ...words, groupName: group });
    if ('error' in answer) return;
    if (!editing) formElement.reset();
    onDone(editing ? b.changed : b.added);
  };
  const busy = adding.isLoading || changing.isLoading;
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} data-testid="banner-form">
      <h2>{editing ? fill(b.editHeading, { name: editing.title }) : b.newHeading}</h2>
      <TextField
        id="banner-title"
        name="title"
        label={b.titleField}
        required
        maxLength={60}
        defaultValue={editing?.title}
      />
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          id={`banner-title-${language}`}
          name={`title-${language}`}
          label={fill(b.titleIn, { language: LANGUAGE_META[language].label })}
          lang={LANGUAGE_META[language].htmlLang}
          maxLength={60}
          defaultValue={editing?.titles[language] ?? ''}
        />
      ))}
      <TextField
        id="banner-link"
        name="link"
        label={b.linkField}
        maxLength={200}
        pattern="/m/.*"
        defaultValue={editing?.link ?? ''}
      />
      <div className="row">
        <FormEnd
          error={adding.error ?? changing.error}
          busy={busy}
          doneText={null}
          submitText={editing ? b.save : b.add}
        />
        {editing && (
          <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
            {b.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
