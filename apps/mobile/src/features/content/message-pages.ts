/**
 * The announcements and the inbox, one chunk for both routes: each page carries the other's tab
 * (the bell counts both), so the tap between them loads nothing more, and the first page's code
 * names one chunk for them rather than three (the tabs apart).
 */
export { InboxPage } from './inbox-page';
export { NoticeListPage } from './notice-list-page';
