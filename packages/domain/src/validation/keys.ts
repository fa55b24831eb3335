/**
 * Stable machine keys of validation errors (spec sections 5 and 8). The domain layer returns keys
 * only; @lobby/i18n maps each key to the user message of the current language, and can type-check
 * that it covers every key through this list.
 */
export const VALIDATION_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'pattern',
  'numeric',
  'email',
  'mismatch',
  'sameAsOld',
  'dateFormat',
  'birthdayRange',
  'tooYoung',
  'invalidInvitationCode',
  'remarkTooLong',
  'imageType',
  'imageTooLarge',
  'tooManyImages',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export interface FieldError {
  key: ValidationKey;
  /**
   * The server rule's own message, with (min)/(max) replaced (spec section 5). Only set for
   * errors of a server rule that carries a message; otherwise the key is translated.
   */
  message?: string;
  /** Values for the message of the key, e.g. { max: 6 }. */
  params?: Record<string, number | string>;
}

/** Errors of a form: only its invalid fields, in the form's field order. */
export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

/** A form can be submitted once no field is invalid (spec section 5: submit disabled until valid). */
export const isFormValid = (errors: Readonly<Record<string, FieldError | undefined>>): boolean =>
  Object.values(errors).every((error) => error === undefined);

/**
 * The field to focus after a failed submit: the first invalid one in `order` (spec section 4:
 * submit with an invalid field focuses the first invalid field). Without `order`, the errors' own
 * order, which the validators keep in form order.
 */
export function firstInvalidField<F extends string>(
  errors: Readonly<Partial<Record<F, FieldError>>>,
  order?: readonly F[],
): F | undefined {
  const fields = order ?? (Object.keys(errors) as F[]);
  return fields.find((field) => errors[field] !== undefined);
}
