// The push channel's entry: apps import it lazily, once a member is known, so the stream's code
// stays out of a visitor's first load.
export { memberEventsApi, useMemberEventsQuery } from './member-events-api';
export { cacheActionsOf, memberEventOf, type PushState } from './member-event-cache';
