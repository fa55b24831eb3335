import { randomInt } from 'node:crypto';

/**
 * Where every game draws its chance from: a uniform integer in [0, n). Play always uses
 * `cryptoRng`; the RTP simulations pass a fast seeded one to the very same game functions.
 */
export interface Rng {
  int(n: number): number;
}

/** The operating system's CSPRNG (node:crypto randomInt, unbiased). */
export const cryptoRng: Rng = { int: (n) => randomInt(n) };

/**
 * A seeded generator for simulations only (sfc32, 32-bit state words): millions of rounds a
 * second where randomInt's system call per draw would take minutes. Unbiased by rejection.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) next();
  const TWO32 = 0x1_0000_0000;
  return {
    int(n) {
      if (n <= 0 || n > TWO32 || !Number.isInteger(n)) throw new RangeError(`int(${n})`);
      // The largest multiple of n below 2^32: draws above it would favour small results.
      const limit = TWO32 - (TWO32 % n);
      for (;;) {
        const x = next();
        if (x < limit) return x % n;
      }
    },
  };
}
