import { useGetFeedbackQuery, useSendFeedbackMutation } from '@lobby/api-client';
import { FEEDBACK_CATEGORIES, FEEDBACK_LENGTH, type FeedbackCategory } from '@lobby/contract/constants';
import { EmptyState } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { AmountForm } from '../../components/money/amount-form';
import { FormMessage, type FormMessageValue } from '../../components/money/form-message';
import { useDateFormat } from '../../hooks/use-date-format';
import { useAppSelector } from '../../stores/hooks';
import '../../components/page-blocks.css';
import '../../components/form.css';
import '../../components/section.css';
import styles from './feedback-page.module.css';

/**
 * /m/feedback (spec section 7: feedback, PUT): a member picks a topic and writes to the brand;
 * their earlier feedback is listed below with its status and any reply. What is typed stays
 * when sending fails.
 */
export function FeedbackPage() {
  const { t } = useTranslation(['play', 'translation']);
  const date = useDateFormat();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const { data: mine, error: listError, refetch } = useGetFeedbackQuery(undefined, { skip: !loggedIn });
  const [send, sending] = useSendFeedbackMutation();
  const [category, setCategory] = useState<FeedbackCategory>('suggestion');
  const [content, setContent] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  if (!loggedIn) return <Navigate to="/login" replace />;

  const submit = async () => {
    if (content.trim().length < FEEDBACK_LENGTH.min)
      return setMessage({ text: t('feedback.tooShort', { min: FEEDBACK_LENGTH.min }), error: true });
    const result = await send({ category, content: content.trim() });
    if ('error' in result) return setMessage({ failure: result.error });
    setContent('');
    setMessage({ text: t('feedback.sent'), error: false });
  };
  return (
    <section className="play-page" data-testid="feedback">
      <AmountForm onSubmit={submit}>
        <label className="form-field">
          <span>{t('feedback.topic')}</span>
          <select value={category} onChange={(e) => setCategory(e.target.value as FeedbackCategory)}>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`feedback.topics.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span>{t('feedback.content')}</span>
          <textarea
            rows={5}
            maxLength={FEEDBACK_LENGTH.max}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-describedby="feedback-count"
          />
        </label>
        <span id="feedback-count" className="form-note">
          {t('feedback.count', { count: content.length, max: FEEDBACK_LENGTH.max })}
        </span>
        <button type="submit" className="button button--wide" disabled={sending.isLoading}>
          {sending.isLoading ? t('app.loading') : t('feedback.submit')}
        </button>
      </AmountForm>
      <FormMessage message={message} />
      <h2 className="section__title">{t('feedback.mine')}</h2>
      {listError && <ApiErrorState error={listError} onRetry={() => void refetch()} />}
      {mine && mine.length === 0 && <EmptyState message={t('feedback.none')} />}
      <ul className="profile-list" data-testid="feedback-list">
        {mine?.map((item) => (
          <li key={item.id}>
            <div className={styles.item}>
              <span>
                {t(`feedback.topics.${item.category}`)} · {t(`feedback.status.${item.status}`)} · {date(item.createdAt)}
              </span>
              <p>{item.content}</p>
              {item.reply && <p className="form-note">{t('feedback.reply', { reply: item.reply })}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
