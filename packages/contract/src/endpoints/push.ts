import { endpoint } from '../endpoint';
import { PUSH_PATHS } from '../paths';
import { memberEventSchema } from '../push';

/** The push channel (ours): a Server-Sent Events stream of the member's events (`response` is one event). */
export const pushEndpoints = {
  memberEvents: endpoint({
    method: 'GET',
    path: PUSH_PATHS.memberEvents,
    access: 'member',
    stream: 'sse',
    response: memberEventSchema,
  }),
};
