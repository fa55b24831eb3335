import { jackpotAt, jackpotDelayMs, jackpotStep } from '@lobby/domain';
import { useEffect, useState } from 'react';

/**
 * The jackpot counter's value (spec section 4): a start within the brand's range taken from the
 * clock (a reload shows about the same pot), then a random step every 3, 4 or 5 seconds.
 * Decoration, not money: Math.random is enough here.
 */
export function useJackpot(range: { min: number; max: number } | undefined): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!range) return;
    let timer = 0;
    setValue(jackpotAt(Date.now(), range.min, range.max));
    const tick = () => {
      timer = window.setTimeout(() => {
        setValue((v) => (v === null ? v : v + jackpotStep(Math.random)));
        tick();
      }, jackpotDelayMs(Math.random));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [range]);
  return value;
}
