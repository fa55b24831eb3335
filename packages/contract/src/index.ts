export * from './constants';
export * from './envelope';
export * from './common';
export * from './settings';
export * from './games';
export * from './health';
