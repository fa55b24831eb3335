import { useExcludeMutation } from '@lobby/api-client';
import { exclusionEnd, EXCLUSION_KINDS, type ExclusionKind } from '@lobby/contract/constants';
import { ConfirmDialog } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { useDateFormat } from '../../hooks/use-date-format';
import '../../components/buttons.css';
import '../../components/form.css';

const BREAKS = EXCLUSION_KINDS.filter((k) => k.startsWith('break'));
const EXCLUSIONS = EXCLUSION_KINDS.filter((k) => k.startsWith('exclude'));

/** Takes a break or self-excludes, after a confirmation that says until when and that nothing ends it early. */
export function ExclusionPanel() {
  const { t } = useTranslation('protection');
  const errorText = useApiErrorText();
  const [asked, setAsked] = useState<ExclusionKind | null>(null);
  const [failure, setFailure] = useState('');
  const [exclude, { isLoading }] = useExcludeMutation();
  const date = useDateFormat();
  const choices = (kinds: readonly ExclusionKind[], title: string) => (
    <fieldset className="form-stack">
      <legend>{title}</legend>
      <div className="form-choices">
        {kinds.map((kind) => (
          <button key={kind} type="button" className="button button--ghost" onClick={() => setAsked(kind)}>
            {t(`exclusion.${kind}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
  return (
    <section className="form-stack" aria-labelledby="exclusion-title">
      <h2 id="exclusion-title">{t('exclusion.title')}</h2>
      <p className="form-note">{t('exclusion.body')}</p>
      {choices(BREAKS, t('exclusion.breakTitle'))}
      {choices(EXCLUSIONS, t('exclusion.excludeTitle'))}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        busy={isLoading}
        labels={{
          title: asked ? t('exclusion.confirmTitle', { period: t(`exclusion.${asked}`) }) : '',
          cancel: t('exclusion.cancel'),
          confirm: t('exclusion.confirm'),
          close: t('exclusion.cancel'),
        }}
        message={asked ? t('exclusion.confirmBody', { until: date(exclusionEnd(asked, new Date())) }) : ''}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          void exclude({ kind: asked }).then((result) => {
            setAsked(null);
            setFailure('error' in result ? errorText(result.error) : '');
          });
        }}
      />
    </section>
  );
}
