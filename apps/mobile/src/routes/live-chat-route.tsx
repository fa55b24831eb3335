import { LiveChatPage } from '../features/content/live-chat-page';

/** /m/liveChat */
export function LiveChatRoute() {
  return <LiveChatPage />;
}
