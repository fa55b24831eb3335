import { usePublishAnnouncementMutation } from '@lobby/api-client/operator';
import { AUDIENCES, NOTICE_TYPES } from '@lobby/contract';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { FormEnd } from '../lib/form-end';
import { LanguageSelect } from '../lib/language-select';
import { useConsole } from '../lib/outlet';
import { useWords, type ConsoleLanguage } from '../lib/words';

/** An announcement for the brand's members or visitors, shown from now (the notices, a popup, promotions...). */
export function AnnouncementsPage() {
  const { w, language } = useWords();
  const { brand } = useConsole();
  const [publish, publishing] = usePublishAnnouncementMutation();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setDone(false);
    const answer = await publish({
      merchantCode: brand,
      type: form.get('type') as (typeof NOTICE_TYPES)[number],
      execution: form.get('execution') as (typeof AUDIENCES)[number],
      language: form.get('language') as ConsoleLanguage,
      title: String(form.get('title')),
      content: String(form.get('content')),
    });
    if ('data' in answer) {
      setDone(true);
      formElement.reset();
    }
  };

  return (
    <section className="stack">
      <h1>{w.announcements.heading}</h1>
      <form className="card stack" onSubmit={(e) => void submit(e)}>
        <div className="row">
          <label className="inline-field">
            <span>{w.announcements.type}</span>
            <select name="type" defaultValue="PL">
              {NOTICE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {w.announcements.types[t]}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-field">
            <span>{w.announcements.audience}</span>
            <select name="execution" defaultValue="A">
              {AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {w.announcements.audiences[a]}
                </option>
              ))}
            </select>
          </label>
          <LanguageSelect label={w.announcements.contentLanguage} name="language" defaultValue={language} />
        </div>
        <TextField id="announcement-title" name="title" label={w.announcements.heading2} maxLength={200} required />
        <label className="block-field">
          <span>{w.announcements.content}</span>
          <textarea name="content" rows={6} maxLength={100_000} required />
        </label>
        <FormEnd
          error={publishing.error}
          busy={publishing.isLoading}
          doneText={done ? w.announcements.published : null}
          submitText={w.announcements.publish}
        />
      </form>
    </section>
  );
}
