/** Every answer of the provider's game API carries the session's money, and an error when refused. */
export interface Position {
  /** Absent from an answer that refuses before any money is looked at. */
  balance?: number | null;
  staked?: number;
  won?: number;
  error?: string;
  pending?: boolean;
}

/** The page's calls, authorised by its session key; a failed connection reads as the 'network' error. */
export function apiClient(key: string) {
  return async function call<T extends object>(path: string, body: object = {}): Promise<T & Position> {
    try {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-play-key': key },
        body: JSON.stringify(body),
      });
      return (await res.json()) as T & Position;
    } catch {
      return { error: 'network', balance: null, staked: 0, won: 0 } as unknown as T & Position;
    }
  };
}

export type Api = ReturnType<typeof apiClient>;
