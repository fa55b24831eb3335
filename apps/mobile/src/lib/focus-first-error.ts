import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';

/**
 * A form's invalid-submit handler (react-hook-form's `handleSubmit(valid, focusFirstError)`, with
 * `shouldFocusError: false`): focuses the first field with an error in the order the form shows
 * them. react-hook-form's own focus follows the order the fields were first registered in, and a
 * field a tab brings in later (the mobile number after the username tab, a captcha shown after a
 * failed try) would count as last. Fields are found by name in the form around the event's target
 * (the form, or the button that sent it); a field in a collapsed section is passed over.
 */
export function focusFirstError(errors: FieldErrors, event?: BaseSyntheticEvent): void {
  const target = event?.target as Element | null | undefined;
  const form = target instanceof Element ? target.closest('form') : null;
  if (!form) return;
  const invalid = new Set(Object.keys(errors));
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      invalid.has(element.getAttribute('name') ?? '') &&
      element.closest('[hidden]') === null,
  );
  first?.focus();
}
