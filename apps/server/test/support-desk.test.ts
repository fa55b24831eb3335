// The local support desk's acknowledgement: sent to a waiting member once per conversation, not after an agent answered.
import { describe, expect, it, vi } from 'vitest';
import type { ServiceRepo } from '../src/db/repositories/service-repo';
import { localSupportDesk } from '../src/services/support-desk';

const ACKNOWLEDGED = 'Thank you for your message. A support agent has it and will answer here shortly.';

/** A conversation whose latest message is `lastSender`'s, the support side's latest `supportSaid`, closed at `closedAt`. */
function fakeRepo(lastSender: 'member' | 'support', supportSaid?: string, closedAt: Date | null = null) {
  const saidAt = new Date('2026-12-01T10:00:00Z');
  const addChat = vi.fn(async () => ({}) as never);
  const lastChat = vi.fn(async (_memberId: string, sender?: string) =>
    sender === 'support'
      ? supportSaid === undefined
        ? undefined
        : ({ sender: 'support', text: supportSaid, createdAt: saidAt } as never)
      : ({ sender: lastSender } as never),
  );
  const chatClosedAt = vi.fn(async () => closedAt);
  return { repo: { addChat, lastChat, chatClosedAt } as unknown as ServiceRepo, addChat, lastChat };
}

/** The desk's answer (or silence) for one received conversation. */
async function settle(desk: ReturnType<typeof localSupportDesk>, lastChat: ReturnType<typeof vi.fn>, memberId: string) {
  await vi.waitFor(() => expect(lastChat).toHaveBeenCalledWith(memberId));
  // The checks' answers are handled within a few turns of the event loop.
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  desk.close();
}

const open = (repo: ServiceRepo) => localSupportDesk(repo, { delayMs: 0, onError: (err) => expect.fail(String(err)) });

describe('the local support desk', () => {
  it('acknowledges a conversation whose member is still waiting, in its language', async () => {
    const { repo, addChat } = fakeRepo('member');
    const desk = open(repo);
    desk.received('m1', 'CN');
    await vi.waitFor(() => expect(addChat).toHaveBeenCalledTimes(1));
    expect(addChat.mock.calls[0]).toEqual([expect.objectContaining({ memberId: 'm1', sender: 'support' })]);
    desk.close();
  });

  it('says nothing once an agent answered first', async () => {
    const { repo, addChat, lastChat } = fakeRepo('support');
    const desk = open(repo);
    desk.received('m2', 'EN');
    await settle(desk, lastChat, 'm2');
    expect(addChat).not.toHaveBeenCalled();
  });

  it('says nothing to a member adding to a conversation it acknowledged already (no agent has answered yet)', async () => {
    const { repo, addChat, lastChat } = fakeRepo('member', ACKNOWLEDGED);
    const desk = open(repo);
    desk.received('m3', 'EN');
    await settle(desk, lastChat, 'm3');
    expect(addChat).not.toHaveBeenCalled();
  });

  it('acknowledges again after an agent answered, or after an operator closed the conversation', async () => {
    for (const [repoOf, memberId] of [
      [fakeRepo('member', 'Your deposit arrived.'), 'm4'],
      [fakeRepo('member', ACKNOWLEDGED, new Date('2026-12-01T11:00:00Z')), 'm5'],
    ] as const) {
      const desk = open(repoOf.repo);
      desk.received(memberId, 'EN');
      await vi.waitFor(() => expect(repoOf.addChat).toHaveBeenCalledTimes(1));
      desk.close();
    }
  });
});
