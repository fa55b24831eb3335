import { endpoint } from '../endpoint';
import { PATHS } from '../paths';
import { siteSettingsSchema, systemStatusSchema } from '../settings';

/** The brand's site settings and the system status (spec sections 3 and 4). */
export const systemEndpoints = {
  settings: endpoint({ method: 'GET', path: PATHS.settings, access: 'public', response: siteSettingsSchema }),
  systemStatus: endpoint({ method: 'GET', path: PATHS.systemStatus, access: 'public', response: systemStatusSchema }),
};
