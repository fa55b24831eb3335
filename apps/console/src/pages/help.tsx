import { useHelpTopicsQuery, usePublishHelpMutation, useRemoveHelpMutation } from '@lobby/api-client/operator';
import { EmptyState, TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { FormEnd, HiddenHeading } from '../lib/form-end';
import { LanguageSelect } from '../lib/language-select';
import { useConsole } from '../lib/outlet';
import { fill, useWords, type ConsoleLanguage } from '../lib/words';

/** The brand's help topics in one language: listed, written, and removed with their sub-topics. */
export function HelpPage() {
  const { w, language: reading } = useWords();
  const h = w.help;
  const { brand } = useConsole();
  const [language, setLanguage] = useState<ConsoleLanguage>(reading);
  const topics = useHelpTopicsQuery({ merchant: brand, language });
  const [publish, publishing] = usePublishHelpMutation();
  const [remove, removing] = useRemoveHelpMutation();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const tag = String(form.get('tag')).trim();
    setDone(false);
    const answer = await publish({
      merchantCode: brand,
      language,
      title: String(form.get('title')),
      content: String(form.get('content')),
      ...(tag ? { tag } : {}),
    });
    if ('data' in answer) {
      setDone(true);
      formElement.reset();
    }
  };
  const titles = new Map(topics.data?.map((t) => [t.id, t.title]));
  return (
    <section className="stack">
      <h1>{h.heading}</h1>
      <div className="row">
        <LanguageSelect
          label={w.announcements.contentLanguage}
          value={language}
          onChange={(e) => setLanguage(e.target.value as ConsoleLanguage)}
        />
      </div>
      <ErrorNote error={topics.error ?? removing.error} />
      {topics.data?.length === 0 && <EmptyState message={h.empty} />}
      {!!topics.data?.length && (
        <table className="table" data-testid="help-topics">
          <thead>
            <tr>
              <th>{h.title}</th>
              <th>{h.tag}</th>
              <th>{h.under}</th>
              <HiddenHeading text={w.actions} />
            </tr>
          </thead>
          <tbody>
            {topics.data.map((topic) => (
              <tr key={topic.id}>
                <td>{topic.title}</td>
                <td>
                  <code>{topic.tag}</code>
                </td>
                <td>{topic.parentId ? (titles.get(topic.parentId) ?? '') : ''}</td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={fill(h.removeTopic, { title: topic.title })}
                    disabled={removing.isLoading}
                    onClick={() => void remove({ merchantCode: brand, id: topic.id })}
                  >
                    {h.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="card stack" onSubmit={(e) => void submit(e)} data-testid="help-form">
        <h2>{h.write}</h2>
        <TextField id="help-title" name="title" label={h.title} maxLength={200} required />
        <TextField id="help-tag" name="tag" label={h.tagHint} maxLength={40} pattern="[a-z0-9-]{1,40}" />
        <label className="block-field">
          <span>{w.announcements.content}</span>
          <textarea name="content" rows={6} maxLength={100_000} required />
        </label>
        <FormEnd
          error={publishing.error}
          busy={publishing.isLoading}
          doneText={done ? h.published : null}
          submitText={h.publish}
        />
      </form>
    </section>
  );
}
