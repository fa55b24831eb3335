import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's `ref` goes to our fields' `inputRef` (they render the input themselves). */
export function registerInput<N extends string>(registered: UseFormRegisterReturn<N>) {
  const { ref, ...rest } = registered;
  return { ...rest, inputRef: ref as Ref<HTMLInputElement> };
}
