import { z } from 'zod';
import { CHAT_LANGUAGES, CHAT_MESSAGE_MAX } from './service-constants';

/** Launching live chat (CBS3, spec section 7). */
export const launchChatQuerySchema = z.object({
  b2c: z.literal('1'),
  language: z.enum(CHAT_LANGUAGES).default('CN'),
  /** Where the chat page's back button returns: a path of this site only (no `//` or `/\\` tricks). */
  backUrl: z
    .string()
    .max(300)
    .regex(/^\/(?![\\/])[^\s\\]*$/)
    .default('/m/home'),
  headerColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#141a2b'),
  title: z.string().trim().min(1).max(60).default('Customer service'),
  template: z.literal('v2').default('v2'),
});
export type LaunchChatQuery = z.input<typeof launchChatQuerySchema>;
export const launchChatSchema = z.object({ url: z.string() });

/** A live-chat message: the member's, or the support desk's answer. */
export const chatMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['member', 'support']),
  text: z.string(),
  /** ISO date-time. */
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessagesSchema = z.array(chatMessageSchema);

/** A message: counted in characters as people see them (an emoji is one), as the chat page counts. */
export const sendChatSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(CHAT_MESSAGE_MAX * 2)
    .refine((text) => [...text].length <= CHAT_MESSAGE_MAX),
  language: z.enum(CHAT_LANGUAGES).default('CN'),
});

/** A message of the operator in the member's inbox; `content` is HTML, sanitized by the client. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxMessagesSchema = z.array(inboxMessageSchema);
/** The inbox comes newest first, a page at a time: 'show more' asks for the next hundred too. */
export const INBOX_PAGE_SIZE = 100;
export const INBOX_MAX = 1000;
export const inboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(INBOX_MAX).default(INBOX_PAGE_SIZE),
});
/** An unread count of the chat or the inbox. */
export const unreadCountSchema = z.number().int().nonnegative();
export const markInboxReadSchema = z.object({ id: z.string().trim().min(1).max(64) });
