import { randomUUID } from 'node:crypto';
import type { ChatMessage, InboxMessage, LaunchChatQuery } from '@lobby/contract';
import { isTrial } from '@lobby/domain';
import type { MemberRow } from '../db/repositories/accounts-repo';
import type { ServiceRepo } from '../db/repositories/service-repo';
import { AppError } from '../errors';
import type { RateLimiter } from './rate-limit';
import type { ChatLanguage, SupportDesk } from './support-desk';

const CHAT_HISTORY = 100;

/** Trial accounts take no part in chat or inbox (spec sections 4 and 6). */
function realMember(member: MemberRow) {
  if (isTrial(member.type)) throw new AppError('freeplay.rejected', 403);
}

/**
 * Customer service (spec sections 2, 4 and 7): live chat with the support desk, and the inbox of
 * the operator's messages, each with its unread count.
 */
export function customerService(repo: ServiceRepo, desk: SupportDesk, limits: RateLimiter) {
  return {
    /** The chat page of ours, carrying the launch's settings. */
    launchChat(member: MemberRow, query: Required<Omit<LaunchChatQuery, 'b2c'>>): { url: string } {
      realMember(member);
      const params = new URLSearchParams({
        language: query.language,
        backUrl: query.backUrl,
        headerColor: query.headerColor,
        title: query.title,
        template: query.template,
      });
      return { url: `/m/liveChat?${params.toString()}` };
    },

    /** The conversation, oldest first; showing it reads the desk's answers. */
    async messages(member: MemberRow): Promise<ChatMessage[]> {
      realMember(member);
      const rows = await repo.chat(member.id, CHAT_HISTORY);
      await repo.markChatRead(member.id);
      return rows.map((r) => ({
        id: r.id,
        from: r.sender === 'support' ? 'support' : 'member',
        text: r.text,
        sentAt: r.createdAt.toISOString(),
      }));
    },

    async send(member: MemberRow, text: string, language: ChatLanguage): Promise<ChatMessage> {
      realMember(member);
      await limits.hit(`chat:${member.id}`, 20, 60);
      const before = await repo.lastChat(member.id);
      const row = await repo.addChat({
        id: randomUUID(),
        memberId: member.id,
        sender: 'member',
        text,
        readByMember: true,
      });
      // A new conversation (nothing yet, or the desk spoke last) goes to the support queue.
      if (!before || before.sender === 'support') desk.received(member.id, language);
      return { id: row.id, from: 'member', text: row.text, sentAt: row.createdAt.toISOString() };
    },

    async chatUnread(member: MemberRow): Promise<number> {
      return isTrial(member.type) ? 0 : repo.chatUnread(member.id);
    },

    /** An operator's answer in a member's chat. */
    async reply(memberId: string, text: string): Promise<void> {
      await repo.addChat({ id: randomUUID(), memberId, sender: 'support', text });
    },

    async inbox(merchantCode: string, member: MemberRow, language: string, limit: number): Promise<InboxMessage[]> {
      realMember(member);
      const rows = await repo.inbox(merchantCode, member.id, language, limit);
      return rows.map(({ row, read }) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        sentAt: row.createdAt.toISOString(),
        read,
      }));
    },

    async inboxUnread(merchantCode: string, member: MemberRow, language: string): Promise<number> {
      return isTrial(member.type) ? 0 : repo.inboxUnread(merchantCode, member.id, language);
    },

    async markInboxRead(merchantCode: string, member: MemberRow, id: string): Promise<void> {
      realMember(member);
      const row = await repo.inboxMessage(id);
      if (!row || row.merchantCode !== merchantCode || (row.memberId !== null && row.memberId !== member.id))
        throw new AppError('request.notFound', 404);
      await repo.markInboxRead(member.id, id);
    },
  };
}
export type CustomerService = ReturnType<typeof customerService>;
