import { isApiError } from '@lobby/api-client';
import { useBrandQuery, useUpdateBrandMutation } from '@lobby/api-client/operator';
import { INTERFACE_LANGUAGES, type Brand, type InterfaceLanguage } from '@lobby/contract';
import { LANGUAGE_META } from '@lobby/i18n/language-meta';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { FormEnd } from '../lib/form-end';
import { useConsole } from '../lib/outlet';
import { useWords } from '../lib/words';
import { PaletteEditor } from './brand/palette-editor';

type Flag = keyof Brand['flags'];
type Theme = 'dark' | 'light';
const THEMES: readonly Theme[] = ['dark', 'light'];

/** Each language in its own name and script, as the site's language choice shows it. */
const languageName = (code: InterfaceLanguage) => LANGUAGE_META[code].label;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The chosen brand's file for its admin: the page reads it, the editor changes a copy. */
export function BrandPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const shown = useBrandQuery(brand);
  if (shown.error) return <ErrorNote error={shown.error} />;
  if (!shown.data) return <p className="note">{w.loading}</p>;
  return <BrandEditor key={brand} saved={shown.data} />;
}

/**
 * A brand's settings, languages, switches, colours (with a preview) and origins, saved as one
 * file; the server checks it and names each field it refuses. The site shows a saved change at once.
 */
function BrandEditor({ saved }: { saved: Brand }) {
  const { w } = useWords();
  const b = w.brandPage;
  const [draft, setDraft] = useState(saved);
  const [hosts, setHosts] = useState(saved.hosts.join('\n'));
  const [origins, setOrigins] = useState(saved.origins.join('\n'));
  const [theme, setTheme] = useState<Theme>(saved.theme.defaultTheme);
  const [update, updating] = useUpdateBrandMutation();
  const [done, setDone] = useState(false);
  const set = (patch: Partial<Brand>) => {
    setDone(false);
    // An earlier refusal no longer describes the file being edited.
    updating.reset();
    setDraft((current) => ({ ...current, ...patch }));
  };
  const toggleLanguage = (code: InterfaceLanguage, on: boolean) =>
    set({ languages: on ? [...draft.languages, code] : draft.languages.filter((l) => l !== code) });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const answer = await update({ ...draft, hosts: lines(hosts), origins: lines(origins) });
    if ('data' in answer) setDone(true);
  };
  const fields = isApiError(updating.error) ? (updating.error.data?.fields as string[] | undefined) : undefined;
  const chosen = INTERFACE_LANGUAGES.filter((code) => draft.languages.includes(code));

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} data-testid="brand-editor">
      <h1>{b.heading}</h1>
      <fieldset className="card stack">
        <legend>{b.general}</legend>
        <TextField
          id="brand-name"
          label={b.name}
          value={draft.name}
          maxLength={40}
          required
          onChange={(e) => set({ name: e.target.value })}
        />
        <label className="block-field">
          <span>{b.hosts}</span>
          <textarea rows={3} value={hosts} onChange={(e) => setHosts(e.target.value)} required />
        </label>
        <label className="block-field">
          <span>{b.origins}</span>
          <textarea rows={3} value={origins} onChange={(e) => setOrigins(e.target.value)} />
          <span className="muted">{b.originsHint}</span>
        </label>
      </fieldset>

      <fieldset className="card stack">
        <legend>{b.languages}</legend>
        <div className="row">
          {INTERFACE_LANGUAGES.map((code) => (
            <label key={code} className="check">
              <input
                type="checkbox"
                checked={draft.languages.includes(code)}
                onChange={(e) => toggleLanguage(code, e.target.checked)}
              />
              {languageName(code)}
            </label>
          ))}
        </div>
        <div className="row">
          {(['defaultLanguage', 'contentFallbackLanguage'] as const).map((key) => (
            <label key={key} className="inline-field">
              <span>{b[key]}</span>
              <select value={draft[key]} onChange={(e) => set({ [key]: e.target.value as InterfaceLanguage })}>
                {chosen.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="card stack">
        <legend>{b.switches}</legend>
        <div className="row">
          {(Object.keys(b.flags) as Flag[]).map((flag) => (
            <label key={flag} className="check">
              <input
                type="checkbox"
                checked={draft.flags[flag] ?? false}
                onChange={(e) => set({ flags: { ...draft.flags, [flag]: e.target.checked } })}
              />
              {b.flags[flag]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="card stack">
        <legend>{b.colours}</legend>
        <div className="row">
          <label className="inline-field">
            <span>{b.defaultTheme}</span>
            <select
              value={draft.theme.defaultTheme}
              onChange={(e) => set({ theme: { ...draft.theme, defaultTheme: e.target.value as Theme } })}
            >
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {b.themes[t]}
                </option>
              ))}
            </select>
          </label>
          <div role="radiogroup" aria-label={b.editing} className="row">
            {THEMES.map((t) => (
              <label key={t} className="check">
                <input type="radio" name="palette" checked={theme === t} onChange={() => setTheme(t)} />
                {b.themes[t]}
              </label>
            ))}
          </div>
        </div>
        <PaletteEditor
          key={theme}
          theme={theme}
          name={draft.name}
          palette={draft.theme[theme]}
          onChange={(palette) => set({ theme: { ...draft.theme, [theme]: palette } })}
        />
      </fieldset>

      {fields && (
        <ul className="note note--error" aria-label={b.problems}>
          {fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
      )}
      <FormEnd error={updating.error} busy={updating.isLoading} doneText={done ? b.saved : null} submitText={b.save} />
    </form>
  );
}
