import type { HelpEntry } from '@lobby/contract';
import { SafeHtml, TabStrip } from '@lobby/ui';
import { useTranslation } from 'react-i18next';

/**
 * The help centre's body, shared by the page and the popup (spec section 2): a tab strip of
 * topics and the HTML content of the chosen one with its sub-topics.
 */
export function HelpTopics({
  entries,
  index,
  onChange,
}: {
  entries: HelpEntry[];
  index: number;
  onChange: (index: number) => void;
}) {
  const { t } = useTranslation('content');
  const topic = entries[index] ?? entries[0];
  if (!topic) return null;
  return (
    <div className="help">
      <TabStrip
        options={entries.map((e, i) => ({ value: String(i), label: e.title }))}
        value={String(entries.indexOf(topic))}
        onChange={(v) => onChange(Number(v))}
        label={t('help.topics')}
      />
      <section className="help-content" role="tabpanel" aria-label={topic.title} data-testid="help-content">
        <SafeHtml html={topic.content} />
        {topic.children.map((child) => (
          <div key={child.tag} className="help-content__child" id={`help-${child.tag}`}>
            <h3>{child.title}</h3>
            <SafeHtml html={child.content} />
          </div>
        ))}
      </section>
    </div>
  );
}
