import type { FieldError } from '@lobby/domain';
import type { TFunction } from 'i18next';

/** A field's error as text: the server rule's own message when it has one, else ours. */
export const fieldErrorText = (t: TFunction, error: FieldError | undefined): string | undefined =>
  error && (error.message ?? t(`validation.${error.key}`, error.params ?? {}));
