export * from './languages';
export * from './errors';
export * from './setup';
export type {
  AccountDictionary,
  ContentDictionary,
  Dictionaries,
  Dictionary,
  MessageKey,
  PlayDictionary,
  RecordsDictionary,
  SearchDictionary,
  SecurityDictionary,
} from './dictionary';
export type {} from './typed-keys';
