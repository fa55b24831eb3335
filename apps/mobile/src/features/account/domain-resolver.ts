import type { FieldError } from '@lobby/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type Validate<V> = (values: V) => Readonly<Record<string, FieldError | undefined>>;

/**
 * A react-hook-form resolver from a domain validator (DESIGN.md section 5): the very rules the
 * server runs. The domain error rides along on the form error, so the message is translated at
 * render time and follows a language change.
 */
export function domainResolver<V extends FieldValues>(validate: Validate<V>): Resolver<V> {
  return (values) => {
    const errors = Object.entries(validate(values)).filter(
      (entry): entry is [string, FieldError] => entry[1] !== undefined,
    );
    if (errors.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        errors.map(([field, error]) => [field, { type: error.key, message: error.message, domain: error }]),
      ) as unknown as FieldErrors<V>,
    };
  };
}

/** The domain error behind a react-hook-form field error. */
export const domainError = (error: unknown): FieldError | undefined =>
  (error as { domain?: FieldError } | undefined)?.domain;
