// Zod-free constants of the contract, safe to import from the browser bundle without zod.
export * from './error-codes';
export * from './headers';
export * from './paths';
export * from './push-paths';
export * from './categories';
export * from './announcement-types';
export * from './promotion-constants';
export * from './service-constants';
export * from './agent-constants';
export * from './contract-constants';
export * from './module-ids';
export * from './registration-constants';
export * from './records-constants';
export * from './protection-constants';
export * from './security-constants';
export * from './first-screen';
export * from './currency-constants';
