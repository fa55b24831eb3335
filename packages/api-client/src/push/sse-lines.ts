// Own code: the well-kept parser (eventsource-parser) publishes a `source` export condition that
// clashes with this workspace's, and the part of the format we read is a few lines.

/** One Server-Sent Event as the WHATWG format defines it (the fields this client reads). */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a text/event-stream fed in chunks: `onEvent` for each event, `onRetry` for a `retry`
 * field; comment lines (the server's keep-alives) and unknown fields are skipped.
 */
export function sseReader(onEvent: (message: SseMessage) => void, onRetry: (ms: number) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };
  return {
    feed(chunk: string) {
      buffer += chunk;
      // A trailing \r may be half of a \r\n: it waits for the next chunk.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      // The last piece is a line still arriving.
      buffer = (lines.pop() ?? '') + held;
      for (const text of lines) line(text);
    },
  };
}
