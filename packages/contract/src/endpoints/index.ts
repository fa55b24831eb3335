import { sessionEndpoints } from './session';
import { walletEndpoints } from './wallet';

/** Every call of the platform API, by name (see `Endpoint`). */
export const ENDPOINTS = {
  ...walletEndpoints,
  ...sessionEndpoints,
};
export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
