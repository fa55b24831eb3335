import { InboxPage } from '../features/content/inbox-page';

/** /m/inbox */
export function InboxRoute() {
  return <InboxPage />;
}
