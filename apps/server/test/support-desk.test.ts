// The local support desk's acknowledgement: sent to a waiting member, not after an agent answered.
import { describe, expect, it, vi } from 'vitest';
import type { ServiceRepo } from '../src/db/repositories/service-repo';
import { localSupportDesk } from '../src/services/support-desk';

function fakeRepo(lastSender: 'member' | 'support') {
  const addChat = vi.fn(async () => ({}) as never);
  const lastChat = vi.fn(async () => ({ sender: lastSender }) as never);
  return { repo: { addChat, lastChat } as unknown as ServiceRepo, addChat, lastChat };
}

describe('the local support desk', () => {
  it('acknowledges a conversation whose member is still waiting, in its language', async () => {
    const { repo, addChat } = fakeRepo('member');
    const desk = localSupportDesk(repo, { delayMs: 0, onError: (err) => expect.fail(String(err)) });
    desk.received('m1', 'CN');
    await vi.waitFor(() => expect(addChat).toHaveBeenCalledTimes(1));
    expect(addChat.mock.calls[0]).toEqual([expect.objectContaining({ memberId: 'm1', sender: 'support' })]);
    desk.close();
  });

  it('says nothing once an agent answered first', async () => {
    const { repo, addChat, lastChat } = fakeRepo('support');
    const desk = localSupportDesk(repo, { delayMs: 0, onError: (err) => expect.fail(String(err)) });
    desk.received('m2', 'EN');
    await vi.waitFor(() => expect(lastChat).toHaveBeenCalledWith('m2'));
    // The check's answer is handled before the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(addChat).not.toHaveBeenCalled();
    desk.close();
  });
});
