import { sseReader, type SseMessage } from './sse-lines';

/**
 * Why not the browser's EventSource: it cannot send the Authorization header the session travels
 * in, and a token in the URL would be written to access logs. fetch streams the same
 * text/event-stream with the headers of every other call.
 */
export interface StreamOptions {
  url: string;
  headers: () => Record<string, string>;
  fetchFn?: typeof fetch;
  onOpen: () => void;
  onEvent: (message: SseMessage) => void;
  /** The stream is down (dropped, refused, or not yet back): the app polls meanwhile. */
  onDown: () => void;
  /**
   * A refusal that retrying cannot mend: 401 (no live session), or 204 (the server asks not to
   * stream, as the SSE standard has it). The stream stops for good.
   */
  onRefused: (status: number) => void;
}

const MAX_DELAY_MS = 60_000;

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps the stream open until `signal` aborts: a dropped or refused stream is opened again after
 * a delay that doubles from the server's `retry` (or one second) up to a minute, with jitter so a
 * restarted server is not met by every browser at once; a stream that delivered resets it.
 */
export async function keepStreamOpen(opts: StreamOptions, signal: AbortSignal): Promise<void> {
  let baseMs = 1_000;
  let failures = 0;
  // Read through a function: the abort comes while a read waits, which narrowing cannot see.
  const stopped = () => signal.aborted;
  while (!stopped()) {
    // An object: the parser's callback sets it, where narrowing cannot see.
    const stream = { delivered: false };
    try {
      const res = await (opts.fetchFn ?? fetch)(opts.url, {
        headers: { ...opts.headers(), Accept: 'text/event-stream' },
        signal,
        cache: 'no-store',
      });
      if (res.status === 401 || res.status === 204) return opts.onRefused(res.status);
      if (res.ok && res.body) {
        opts.onOpen();
        const parser = sseReader(
          (message) => {
            stream.delivered = true;
            opts.onEvent(message);
          },
          (ms) => {
            baseMs = ms;
          },
        );
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      }
    } catch {
      // Dropped, or aborted: the loop's condition tells which.
    }
    if (stopped()) return;
    opts.onDown();
    failures = stream.delivered ? 0 : failures + 1;
    const delay = Math.min(MAX_DELAY_MS, baseMs * 2 ** failures);
    await pause(delay / 2 + Math.random() * (delay / 2), signal);
  }
}
