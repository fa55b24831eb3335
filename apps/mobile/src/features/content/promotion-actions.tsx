import { useClaimPromotionMutation, useJoinPromotionMutation } from '@lobby/api-client';
import type { Promotion } from '@lobby/contract';
import { nextActivityAction } from '@lobby/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { useMoney } from '../../hooks/use-money';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { accountPopupOpened } from '../../stores/popups';
import { ApplicationForm } from './application-form';

/**
 * The join-now flow of a promotion (spec sections 3 and 4): a visitor is asked to log in; a
 * member joins, applies with the form, waits for the review and claims what was issued (its
 * amount shows beside the claim, and stays once claimed). Each step's status shows; a refusal
 * shows its translated message.
 */
export function PromotionActions({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('content');
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session.current);
  const errorText = useApiErrorText();
  const money = useMoney();
  const [join, joining] = useJoinPromotionMutation();
  const [claim, claiming] = useClaimPromotionMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const action = nextActivityAction(promotion.status);
  const run = async (call: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(error);
    }
  };
  const busy = joining.isLoading || claiming.isLoading;
  // A visitor sees only what the dates say; members see their own step too.
  const showStatus = session
    ? promotion.status !== 'join'
    : promotion.status === 'comingSoon' || promotion.status === 'closed';
  return (
    <div className="promotion-actions" data-testid="promotion-actions">
      {showStatus && (
        <p className={`promotion-status promotion-status--${promotion.status}`} data-testid="promotion-status">
          {t(`promotions.status.${promotion.status}`)}
        </p>
      )}
      {promotion.status === 'rejected' && promotion.reviewNote && (
        <p className="application-form__hint">{t('promotions.rejectedReason', { reason: promotion.reviewNote })}</p>
      )}
      {!session && action === 'join' && (
        <button type="button" className="button" onClick={() => dispatch(accountPopupOpened({ kind: 'login' }))}>
          {t('promotions.joinNow')}
        </button>
      )}
      {session && action === 'join' && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(() => join(promotion.id).unwrap())}
        >
          {t('promotions.joinNow')}
        </button>
      )}
      {session && action === 'apply' && <ApplicationForm promotionId={promotion.id} />}
      {promotion.bonusMinor !== null && (
        <p className="promotion-bonus" data-testid="promotion-bonus">
          {t('promotions.bonus', { amount: money(promotion.bonusMinor) })}
        </p>
      )}
      {session && action === 'claim' && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(() => claim(promotion.id).unwrap())}
        >
          {t('promotions.claim')}
        </button>
      )}
      {failure !== null && (
        <p className="field-error" role="alert">
          {errorText(failure)}
        </p>
      )}
    </div>
  );
}
