import { useDealMutation, useGetInHouseTableQuery, useGuessMutation } from '@lobby/api-client';
import type { HiLoRound } from '@lobby/contract';
import { canGuess, HI_LO_RTP, hiLoMultiplier, isTrial, type HiLoGuess } from '@lobby/domain';
import { PlayingCard, SkeletonGrid } from '@lobby/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiErrorState, useApiErrorText } from '../../components/api-error-state';
import { AmountForm } from '../../components/money/amount-form';
import { RealityCheckDialog } from '../../components/protection/reality-check-dialog';
import { useAmountReader } from '../../hooks/use-amount-reader';
import { useListLanguage } from '../../hooks/use-list-language';
import { useLogOut } from '../../hooks/use-log-out';
import { useModuleOn } from '../../hooks/use-module';
import { useMoney } from '../../hooks/use-money';
import { useRealityCheck } from '../../hooks/use-reality-check';
import { newRequestId } from '../../lib/request-id';
import { useAppSelector } from '../../stores/hooks';
import { cardLabel } from './card-label';
import '../../components/form.css';
import styles from './hi-lo-page.module.css';

const QUICK_BETS = ['1', '5', '10', '50', '100'];

/**
 * /m/play?nodeId=: the in-house Hi-Lo table (vendor BGS). The bet leaves the wallet when the card
 * is dealt and a win comes back when the guess settles; the server draws every card. The header
 * balance follows each answer. An unfinished round is offered again on return.
 */
export function HiLoPage() {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const readAmount = useAmountReader();
  const errorText = useApiErrorText();
  const nodeId = useSearchParams()[0].get('nodeId') ?? '';
  const session = useAppSelector((s) => s.session.current);
  const loggedIn = session !== null;
  // Trial accounts play with play money: no reality check.
  const check = useRealityCheck(loggedIn && !isTrial(session.type));
  const [logOut] = useLogOut();
  const navigate = useNavigate();
  const language = useListLanguage();
  const records = useModuleOn('MEMTRANS3');
  const {
    data: table,
    error,
    isLoading,
    refetch,
  } = useGetInHouseTableQuery({ nodeId, language }, { skip: !loggedIn || !nodeId, refetchOnMountOrArgChange: true });
  const [deal, dealing] = useDealMutation();
  const [guess, guessing] = useGuessMutation();
  const [round, setRound] = useState<HiLoRound | null>(null);
  const [bet, setBet] = useState('10');
  const [betError, setBetError] = useState('');
  const [failure, setFailure] = useState('');
  // The bet's key lives until the server answers: a second tap after a lost answer is the same bet.
  const pendingId = useRef<string | null>(null);

  if (!loggedIn) return <Navigate to="/login" replace />;
  if (!nodeId) return <Navigate to="/inHouse" replace />;
  if (isLoading) return <SkeletonGrid count={2} label={t('app.loading')} />;
  if (error || !table) return <ApiErrorState error={error} onRetry={() => void refetch()} />;

  const current = round ?? table.open;
  const open = current?.status === 'open';
  const limits = { min: money(table.minBetMinor), max: money(table.maxBetMinor) };

  const onDeal = async () => {
    // The reality check pauses the game until it is answered.
    if (check.due) return;
    const minor = readAmount(bet);
    if (minor === null || minor < table.minBetMinor || minor > table.maxBetMinor)
      return setBetError(t('play.betInvalid', limits));
    setBetError('');
    setFailure('');
    pendingId.current ??= newRequestId();
    const result = await deal({ nodeId, bet, requestId: pendingId.current });
    if ('error' in result) {
      // A refusal is final for this key; a lost answer keeps it for the retry.
      if (result.error && typeof result.error === 'object' && 'code' in result.error) pendingId.current = null;
      return setFailure(errorText(result.error));
    }
    pendingId.current = null;
    setRound(result.data);
  };

  const onGuess = async (choice: HiLoGuess) => {
    if (!current || check.due) return;
    setFailure('');
    const result = await guess({ roundId: current.roundId, guess: choice });
    if ('error' in result) return setFailure(errorText(result.error));
    setRound(result.data);
  };

  return (
    <section className={styles.page} data-testid="hi-lo" aria-labelledby="hi-lo-title">
      {check.due && check.figures && (
        <RealityCheckDialog
          figures={check.figures}
          onContinue={check.answer}
          onHistory={() => void navigate(records ? '/betting-records' : '/member/home')}
          onLogOut={() => void logOut()}
        />
      )}
      <header className={styles.head}>
        <h2 id="hi-lo-title">{table.gameName}</h2>
        <span className={styles.badge}>{t('play.inHouse')}</span>
      </header>
      <div className={styles.cards}>
        {current ? (
          <>
            <figure>
              <PlayingCard {...current.card} label={cardLabel(t, current.card)} size="l" />
              <figcaption>{t('play.firstCard')}</figcaption>
            </figure>
            <figure>
              {current.next ? (
                <PlayingCard {...current.next} label={cardLabel(t, current.next)} size="l" />
              ) : (
                <PlayingCard label={t('play.nextCard')} size="l" />
              )}
              <figcaption>{t('play.nextCard')}</figcaption>
            </figure>
          </>
        ) : (
          <PlayingCard label={t('play.nextCard')} size="l" />
        )}
      </div>
      <div className={styles.status} role="status" data-testid="hi-lo-status">
        {open
          ? round
            ? t('play.guessPrompt')
            : t('play.resume')
          : current
            ? current.payoutMinor > 0
              ? t('play.won', { amount: money(current.payoutMinor) })
              : t('play.lost')
            : ''}
      </div>
      {open ? (
        <div className={styles.guesses}>
          {(['higher', 'lower'] as const).map((choice) => {
            const multiplier = hiLoMultiplier(current.card.rank, choice);
            return (
              <button
                key={choice}
                type="button"
                className="button"
                disabled={guessing.isLoading || !canGuess(current.card.rank, choice)}
                onClick={() => void onGuess(choice)}
              >
                {multiplier === null ? t('play.cannot') : t(`play.${choice}`, { x: (multiplier / 100).toFixed(2) })}
              </button>
            );
          })}
        </div>
      ) : (
        <AmountForm onSubmit={onDeal}>
          <label className="form-field">
            <span>{t('play.bet')}</span>
            <input
              name="bet"
              inputMode="decimal"
              autoComplete="off"
              value={bet}
              onChange={(e) => setBet(e.target.value)}
              aria-invalid={betError ? true : undefined}
              aria-describedby="bet-hint"
            />
          </label>
          <p id="bet-hint" className={betError ? 'form-error' : 'form-note'} role={betError ? 'alert' : undefined}>
            {betError || t('play.betLimits', limits)}
          </p>
          <div className="form-choices">
            {QUICK_BETS.map((amount) => (
              <button
                key={amount}
                type="button"
                className="button button--ghost"
                aria-pressed={bet === amount}
                onClick={() => setBet(amount)}
              >
                {amount}
              </button>
            ))}
          </div>
          <button type="submit" className="button button--wide" disabled={dealing.isLoading}>
            {dealing.isLoading ? t('play.dealing') : t('play.deal')}
          </button>
        </AmountForm>
      )}
      {failure && (
        <div className="form-error" role="alert">
          {failure}
        </div>
      )}
      <p className={styles.rules}>{t('play.rules')}</p>
      <p className={styles.rules}>{t('play.rtp', { rtp: Math.round(HI_LO_RTP * 100) })}</p>
      {records && (
        <Link to="/betting-records" className="button button--ghost button--wide">
          {t('play.records')}
        </Link>
      )}
    </section>
  );
}
