export * from './languages';
export * from './errors';
export * from './setup';
export type { Dictionary, MessageKey } from './dictionary';
