import { useGetNearNumerosQuery, useGetOpenedNumeroQuery } from '@lobby/api-client';
import { countdownText } from '@lobby/domain';
import { SkeletonGrid } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './draw-panel.module.css';

const RESULTS = 5;

/**
 * A lottery's open draw with the time left to bet on it, and the latest results (spec section 7:
 * numeros). The countdown follows the server's clock (its offset from this device's is measured
 * once); when the draw closes, both are asked again.
 */
export function DrawPanel({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation(['play', 'translation']);
  const opened = useGetOpenedNumeroQuery({ nodeId });
  const near = useGetNearNumerosQuery({ nodeId, size: RESULTS });
  const [now, setNow] = useState(() => Date.now());
  const offset = opened.isSuccess ? Date.parse(opened.data.serverTime) - opened.fulfilledTimeStamp : 0;
  const left = opened.data ? Date.parse(opened.data.closeTime) - (now + offset) : 0;
  const { refetch: refetchOpened } = opened;
  const { refetch: refetchNear } = near;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const closed = opened.data !== undefined && left <= 0;
  useEffect(() => {
    if (!closed) return;
    void refetchOpened();
    void refetchNear();
  }, [closed, refetchOpened, refetchNear]);

  if (opened.isError || near.isError) return null;
  return (
    <section className="surface-card" data-testid="draw-panel" aria-label={t('lottery.results')}>
      {opened.data ? (
        <p className={styles.open}>
          <strong data-testid="draw-numero">{t('lottery.draw', { numero: opened.data.numero })}</strong>
          <span role="timer" data-testid="draw-countdown">
            {t('lottery.closesIn', { time: countdownText(left) })}
          </span>
        </p>
      ) : (
        <SkeletonGrid count={1} label={t('app.loading')} />
      )}
      <h3>{t('lottery.results')}</h3>
      {near.data && near.data.draws.length === 0 && <p className={styles.empty}>{t('lottery.none')}</p>}
      <ol className={styles.results} data-testid="draw-results">
        {near.data?.draws.map((draw) => (
          <li
            key={draw.numero}
            aria-label={t('lottery.result', { numero: draw.numero, numbers: draw.numbers.join(' ') })}
          >
            <span className={styles.numero} aria-hidden="true">
              {draw.numero}
            </span>
            <span className={styles.balls} aria-hidden="true">
              {draw.numbers.map((n, i) => (
                <span key={i} className={styles.ball}>
                  {n}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
