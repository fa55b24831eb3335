import { useReviewLimitsMutation } from '@lobby/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiErrorText } from '../api-error-state';
import { RESPONSIBLE_GAMING_PATH } from './limit-prompt';
import '../form.css';
import '../page-blocks.css';

/** Six months after limits were last set or kept: look at them again, or keep them as they are (one tap). */
export function LimitsReview() {
  const { t } = useTranslation('protection');
  const id = useId();
  const errorText = useApiErrorText();
  const [review, { isLoading, error }] = useReviewLimitsMutation();
  return (
    <aside className="surface-card" data-testid="limits-review" aria-labelledby={`${id}-title`}>
      <strong id={`${id}-title`}>{t('review.title')}</strong>
      <p className="form-note">{t('review.body')}</p>
      <div className="form-stack">
        <Link className="button button--wide" to={RESPONSIBLE_GAMING_PATH}>
          {t('review.open')}
        </Link>
        <button
          type="button"
          className="button button--ghost button--wide"
          disabled={isLoading}
          onClick={() => void review(undefined)}
        >
          {t('review.keep')}
        </button>
      </div>
      {error && (
        <div className="form-error" role="alert">
          {errorText(error)}
        </div>
      )}
    </aside>
  );
}
