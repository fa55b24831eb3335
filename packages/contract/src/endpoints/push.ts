import { endpoint } from '../endpoint';
import { memberEventSchema } from '../push';
import { PUSH_PATHS } from '../push-paths';

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
