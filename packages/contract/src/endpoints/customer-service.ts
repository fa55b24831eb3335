import { z } from 'zod';
import { endpoint } from '../endpoint';
import { PATHS } from '../paths';
import {
  chatMessageSchema,
  chatMessagesSchema,
  inboxMessagesSchema,
  inboxQuerySchema,
  launchChatQuerySchema,
  launchChatSchema,
  markInboxReadSchema,
  sendChatSchema,
  unreadCountSchema,
} from '../service';

/** Live chat (CBS3) and the inbox (spec section 7, known-api.md): members only. */
export const customerServiceEndpoints = {
  launchChat: endpoint({
    method: 'GET',
    path: PATHS.launchChat,
    access: 'member',
    query: launchChatQuerySchema,
    response: launchChatSchema,
  }),
  chatUnread: endpoint({ method: 'GET', path: PATHS.chatUnread, access: 'member', response: unreadCountSchema }),
  chatMessages: endpoint({ method: 'GET', path: PATHS.chatMessages, access: 'member', response: chatMessagesSchema }),
  sendChat: endpoint({
    method: 'POST',
    path: PATHS.sendChat,
    access: 'member',
    body: sendChatSchema,
    response: chatMessageSchema,
  }),
  inbox: endpoint({
    method: 'GET',
    path: PATHS.inbox,
    access: 'member',
    query: inboxQuerySchema,
    response: inboxMessagesSchema,
  }),
  inboxUnread: endpoint({ method: 'GET', path: PATHS.inboxUnread, access: 'member', response: unreadCountSchema }),
  markInboxRead: endpoint({
    method: 'POST',
    path: PATHS.markInboxRead,
    access: 'member',
    body: markInboxReadSchema,
    response: z.null(),
  }),
};
