/**
 * How the RTP tests judge a simulation: the mean return per unit staked and the spread of one
 * round's return, from which the tolerance of the mean follows (its standard error).
 */

/** Standard errors a simulated mean may stray from the exact RTP: 4.5 fails a correct game about once in 150,000 runs. */
export const TOLERANCE_SIGMAS = 4.5;

export function meanAndDeviation(rounds: number, play: () => number): { mean: number; deviation: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const x = play();
    sum += x;
    squares += x * x;
  }
  const mean = sum / rounds;
  return { mean, deviation: Math.sqrt(Math.max(0, squares / rounds - mean * mean)) };
}
