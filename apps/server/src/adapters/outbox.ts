import { randomUUID } from 'node:crypto';

/** A text message to a member: an SMS code or a password e-mail. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** `+95 912345678` for SMS, an address for e-mail. */
  to: string;
  subject?: string;
  text: string;
}

export interface SentMessage extends OutgoingMessage {
  id: string;
  sentAt: string;
}

/** Where SMS and e-mails go. A real provider implements this and is chosen by configuration. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The local default: messages are logged and kept (newest first, at most `max`) for the dev-only
 * outbox endpoint, so registration and resets work end to end without a provider.
 */
export function outbox(log: (line: string) => void, max = 200) {
  const sent: SentMessage[] = [];
  return {
    async send(message: OutgoingMessage) {
      sent.unshift({ ...message, id: randomUUID(), sentAt: new Date().toISOString() });
      sent.length = Math.min(sent.length, max);
      log(`outbox ${message.channel} to ${message.to}: ${message.text}`);
    },
    list: (): readonly SentMessage[] => sent,
  };
}
export type Outbox = ReturnType<typeof outbox>;

/** Sends each message as JSON with POST to a provider bridge (MESSAGE_WEBHOOK_URL). */
export function webhookSender(url: string, fetchImpl: typeof fetch = fetch): MessageSender {
  return {
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`message webhook answered ${response.status}`);
    },
  };
}
