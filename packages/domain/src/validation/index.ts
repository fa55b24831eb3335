export * from './keys';
export * from './field-rule';
export * from './birthday';
export * from './forms';
