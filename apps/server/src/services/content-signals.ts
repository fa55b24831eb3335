import type { AnnouncementsRepo } from '../db/repositories/announcements-repo';
import type { ServiceRepo } from '../db/repositories/service-repo';
import type { PushSignals } from './push-signals';

/** The customer-service store, telling the push channel of new inbox messages, reads and support replies. */
export function signallingServiceRepo(repo: ServiceRepo, push: PushSignals): ServiceRepo {
  return {
    ...repo,
    async addInbox(row) {
      await repo.addInbox(row);
      if (row.memberId) push.inboxChanged(row.memberId);
      else push.brandInboxChanged(row.merchantCode);
    },
    async markInboxRead(memberId, messageId) {
      await repo.markInboxRead(memberId, messageId);
      // The member's other devices show the lower count too.
      push.inboxChanged(memberId);
    },
    async addChat(row) {
      const added = await repo.addChat(row);
      if (row.sender === 'support') push.chatChanged(row.memberId);
      return added;
    },
  };
}

/** The announcements store, telling the brand's signed-in browsers of a new one. */
export function signallingAnnouncementsRepo(repo: AnnouncementsRepo, push: PushSignals): AnnouncementsRepo {
  return {
    ...repo,
    async insert(row) {
      await repo.insert(row);
      push.announcementsChanged(row.merchantCode);
    },
  };
}
