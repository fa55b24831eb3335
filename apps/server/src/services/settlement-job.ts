import type { ContractService } from './contract-service';

/**
 * The scheduled settlement: every interval, the last closed period of each contract in force is
 * settled. Settling is idempotent, so several instances, restarts and reruns pay each period once.
 */
export function settlementJob(contracts: ContractService, intervalMs: number, onError: (err: unknown) => void) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await contracts.settleDue(new Date(), undefined, onError);
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  const timer = intervalMs > 0 ? setInterval(() => void run(), intervalMs) : undefined;
  timer?.unref();
  return {
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
