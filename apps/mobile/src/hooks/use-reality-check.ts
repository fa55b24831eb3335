import { useGetProtectionStatusQuery, useLazyGetPlaySessionQuery } from '@lobby/api-client';
import { useCallback, useEffect, useState } from 'react';

/**
 * The reality check's timing: every `realityCheckMinutes` of this login session (counted from its
 * start on the server's clock) it is due, and stays due until answered; `figures` are asked from
 * the server when it falls due. `active` false (a trial account) never makes it due.
 */
export function useRealityCheck(active: boolean) {
  const { data: status } = useGetProtectionStatusQuery(undefined, { skip: !active });
  const [askFigures, { data: figures }] = useLazyGetPlaySessionQuery();
  const [due, setDue] = useState(false);
  const [answeredAt, setAnsweredAt] = useState(() => Date.now());
  const minutes = status?.realityCheckMinutes;

  useEffect(() => {
    if (!active || !minutes || due) return;
    const timer = window.setTimeout(
      () => {
        setDue(true);
        void askFigures();
      },
      minutes * 60_000 - (Date.now() - answeredAt),
    );
    return () => window.clearTimeout(timer);
  }, [active, minutes, due, answeredAt, askFigures]);

  const answer = useCallback(() => {
    setDue(false);
    setAnsweredAt(Date.now());
  }, []);
  return { due: due && !!figures, figures, answer };
}
