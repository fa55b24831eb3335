import { agentEndpoints } from './agent';
import { announcementsEndpoints } from './announcements';
import { contractEndpoints } from './contracts';
import { customerServiceEndpoints } from './customer-service';
import { favouritesEndpoints } from './favourites';
import { feedbackEndpoints } from './feedback';
import { gamesEndpoints } from './games';
import { headIconEndpoints } from './head-icon';
import { healthEndpoints } from './health';
import { helpEndpoints } from './help';
import { lotteryEndpoints } from './lottery';
import { passwordResetEndpoints } from './password-reset';
import { playEndpoints } from './play';
import { promotionsEndpoints } from './promotions';
import { protectionEndpoints } from './protection';
import { pushEndpoints } from './push';
import { recordsEndpoints } from './records';
import { registrationEndpoints } from './registration';
import { securityEndpoints } from './security';
import { sessionEndpoints } from './session';
import { systemEndpoints } from './system';
import { vendorsEndpoints } from './vendors';
import { walletEndpoints } from './wallet';

/** Every call of the platform API, by name (see `Endpoint`). */
export const ENDPOINTS = {
  ...walletEndpoints,
  ...healthEndpoints,
  ...systemEndpoints,
  ...helpEndpoints,
  ...gamesEndpoints,
  ...vendorsEndpoints,
  ...announcementsEndpoints,
  ...promotionsEndpoints,
  ...customerServiceEndpoints,
  ...favouritesEndpoints,
  ...lotteryEndpoints,
  ...playEndpoints,
  ...sessionEndpoints,
  ...registrationEndpoints,
  ...passwordResetEndpoints,
  ...headIconEndpoints,
  ...feedbackEndpoints,
  ...agentEndpoints,
  ...contractEndpoints,
  ...recordsEndpoints,
  ...protectionEndpoints,
  ...securityEndpoints,
  ...pushEndpoints,
};
export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
