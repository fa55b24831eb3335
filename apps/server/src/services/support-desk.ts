import { randomUUID } from 'node:crypto';
import type { ChatLanguage } from '@lobby/contract/constants';
import type { ServiceRepo } from '../db/repositories/service-repo';

export type { ChatLanguage };

/** Where a member's new conversation goes: a support queue that answers in the chat. */
export interface SupportDesk {
  /** A member opened a conversation (their first message since the desk last spoke). */
  received(memberId: string, language: ChatLanguage): void;
  close(): void;
}

const ACKNOWLEDGEMENT: Record<ChatLanguage, string> = {
  EN: 'Thank you for your message. A support agent has it and will answer here shortly.',
  CN: '感谢您的留言，客服已收到，将很快在这里回复您。',
  MY: 'သင့်စာအတွက် ကျေးဇူးတင်ပါသည်။ ဝန်ထမ်းတစ်ဦး လက်ခံရရှိပြီး ဤနေရာတွင် မကြာမီ ဖြေကြားပါမည်။',
};

const ACKNOWLEDGEMENTS = new Set(Object.values(ACKNOWLEDGEMENT));

/**
 * The local support desk: each new conversation joins a queue that a desk worker takes in turn,
 * answering with an acknowledgement in the chat's language after `delayMs` unless an agent answered
 * first; operators answer through the console (a real desk plugs in behind the same interface).
 */
export function localSupportDesk(
  repo: ServiceRepo,
  options: { delayMs: number; onError: (err: unknown) => void },
): SupportDesk {
  const queue: { memberId: string; language: ChatLanguage }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const work = () => {
    timer = undefined;
    const next = queue.shift();
    if (!next || closed) return;
    // An agent who answered first makes the acknowledgement pointless (and would reopen a closed conversation).
    repo
      .lastChat(next.memberId)
      .then(async (last) => {
        if (last?.sender === 'support') return;
        // A member adding to a conversation this desk acknowledged (no agent answered, nobody closed it
        // since) is told once: the support side's last word is still that an agent has it.
        const said = await repo.lastChat(next.memberId, 'support');
        if (said && ACKNOWLEDGEMENTS.has(said.text)) {
          const closedAt = await repo.chatClosedAt(next.memberId);
          if (!closedAt || closedAt < said.createdAt) return;
        }
        await repo.addChat({
          id: randomUUID(),
          memberId: next.memberId,
          sender: 'support',
          text: ACKNOWLEDGEMENT[next.language],
        });
      })
      .catch(options.onError)
      .finally(() => {
        if (queue.length && !closed) timer = setTimeout(work, options.delayMs);
      });
  };
  return {
    received(memberId, language) {
      if (closed || queue.some((q) => q.memberId === memberId)) return;
      queue.push({ memberId, language });
      timer ??= setTimeout(work, options.delayMs);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
