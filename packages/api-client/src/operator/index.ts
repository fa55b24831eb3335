/** The operator console's API client (`@lobby/api-client/operator`): not part of the player site. */
export * from './operator-api';
export * from './agents-api';
export * from './banners-api';
export type { OperatorClientConfig, OperatorClientExtra } from './operator-base-query';
