export * from './session-type';
export * from './system-status';
export * from './unread';
export * from './navigation';
export * from './games';
