import { endpoint } from '../endpoint';
import { helpCenterQuerySchema, helpEntriesSchema } from '../help';
import { PATHS } from '../paths';

/** The help centre (spec section 7). */
export const helpEndpoints = {
  helpCenter: endpoint({
    method: 'GET',
    path: PATHS.helpCenter,
    access: 'public',
    query: helpCenterQuerySchema,
    response: helpEntriesSchema,
  }),
};
