import { endpoint } from '../endpoint';
import { healthSchema } from '../health';
import { PATHS } from '../paths';

/** The health check of load balancers and monitors (ours). */
export const healthEndpoints = {
  health: endpoint({ method: 'GET', path: PATHS.health, access: 'public', response: healthSchema }),
};
