import { agentEndpoints } from './agent';
import { contractEndpoints } from './contracts';
import { feedbackEndpoints } from './feedback';
import { headIconEndpoints } from './head-icon';
import { passwordResetEndpoints } from './password-reset';
import { registrationEndpoints } from './registration';
import { sessionEndpoints } from './session';
import { walletEndpoints } from './wallet';
import { healthEndpoints } from './health';
import { systemEndpoints } from './system';
import { helpEndpoints } from './help';
import { gamesEndpoints } from './games';
import { vendorsEndpoints } from './vendors';
import { announcementsEndpoints } from './announcements';
import { promotionsEndpoints } from './promotions';
import { customerServiceEndpoints } from './customer-service';
import { favouritesEndpoints } from './favourites';
import { lotteryEndpoints } from './lottery';
import { playEndpoints } from './play';

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
};
export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
