import type { Language } from '../i18n/words';

/** What the server puts in the page for the script (see play-routes.ts). */
export interface Boot {
  key: string;
  language: string;
  currency: string;
  mode: 'real' | 'demo';
  returnUrl: string | null;
  game: {
    code: string;
    kind: 'slot' | 'roulette' | 'crash';
    studio: string;
    names: Record<Language, string>;
    skin: {
      bg: [string, string];
      accent: string;
      onAccent: string;
      slot?: { pictures: [string, string, string, string]; wild: string; scatter: string };
      flyer?: string;
    };
    rtp: number;
    stakes: { digits: number; slot: number[]; chips: number[]; rouletteMax: number; crash: number[]; demo: number };
    slot?: {
      paytable: Record<string, [number, number, number]>;
      paylines: number[][];
      scatterPays: Record<string, number>;
      freeSpins: Record<string, number>;
      multiplier: number;
      maxFreeSpins: number;
    };
    roulette?: { wheel: number[]; red: number[] };
    crash?: { doublingMs: number; max: number };
  };
}

export function readBoot(): Boot {
  const el = document.getElementById('boot');
  return JSON.parse(el?.textContent ?? '{}') as Boot;
}
