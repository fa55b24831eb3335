import { z } from 'zod';
import { walletBalanceSchema } from './wallet';

/**
 * What the push channel (DESIGN.md section 4c) tells a signed-in browser, one Server-Sent Event
 * each: the event's name is `type`, its data this object as JSON. State events carry the state,
 * not a change, so a repeat or a resend on reconnect is harmless.
 */
export const memberEventSchema = z.discriminatedUnion('type', [
  /** The wallet moved (a game, a payment, another device): the balance as GET wallets/balance answers it. */
  z.object({ type: z.literal('balance'), balance: walletBalanceSchema }),
  /** The inbox's unread count now (a new message, one read elsewhere). */
  z.object({ type: z.literal('inbox'), unread: z.number().int().nonnegative() }),
  /** The live chat's unread count now (a support reply). */
  z.object({ type: z.literal('chat'), unread: z.number().int().nonnegative() }),
  /** This session ended (revoked, password changed, excluded): the error code the site shows, then the stream ends. */
  z.object({ type: z.literal('logout'), code: z.string() }),
  /** The brand's settings changed (flags, maintenance, region): read them again. */
  z.object({ type: z.literal('brand') }),
  /** The brand published or changed announcements: read them again. */
  z.object({ type: z.literal('announcement') }),
]);
export type MemberEvent = z.infer<typeof memberEventSchema>;
export type MemberEventType = MemberEvent['type'];

/** Seconds between the stream's keep-alive comments: under the usual 30-60 s idle cut of proxies. */
export const PUSH_HEARTBEAT_SECONDS = 25;
