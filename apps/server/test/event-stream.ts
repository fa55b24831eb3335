import type { MemberEvent } from '@lobby/contract';

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: MemberEvent[];
  /** The first event so far or to come that `match` accepts; rejects when the stream ends first. */
  next(match: (event: MemberEvent) => boolean): Promise<MemberEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the member's event stream over real HTTP (inject waits for the end of an answer; a stream has none). */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: MemberEvent[] = [];
  const waiters: {
    match: (e: MemberEvent) => boolean;
    resolve: (e: MemberEvent) => void;
    reject: (e: Error) => void;
  }[] = [];
  let done = false;
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          const event = JSON.parse(data) as MemberEvent;
          events.push(event);
          for (const w of waiters.filter((w) => w.match(event))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(event);
          }
        }
      }
    } catch {
      /* aborted */
    } finally {
      done = true;
      for (const w of waiters.splice(0)) w.reject(new Error('the stream ended'));
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    next(match) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      if (done) return Promise.reject(new Error('the stream ended'));
      return new Promise((resolve, reject) => waiters.push({ match, resolve, reject }));
    },
    ended,
    close: () => abort.abort(),
  };
}
