import { SCREEN_META, screenStory } from './screen-stories';
import { CONTENT_SCREENS as S } from './screens';

export default { title: 'Screens/Content', ...SCREEN_META };

export const Notices = screenStory(S.Notices);
export const NoticesEmpty = screenStory(S.Notices, 'empty');
export const NoticeDetail = screenStory(S.NoticeDetail);
export const Promotions = screenStory(S.Promotions);
export const PromotionsLoading = screenStory(S.Promotions, 'loading');
export const PromotionDetail = screenStory(S.PromotionDetail);
export const Help = screenStory(S.Help);
export const HelpDetail = screenStory(S.HelpDetail);
export const LiveChat = screenStory(S.LiveChat);
export const Inbox = screenStory(S.Inbox);
export const InboxEmpty = screenStory(S.Inbox, 'empty');
