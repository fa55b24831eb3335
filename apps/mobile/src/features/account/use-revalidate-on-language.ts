import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Language change revalidates filled fields after 200 ms (spec section 5). */
export const REVALIDATE_DEBOUNCE_MS = 200;

export function useRevalidateOnLanguage<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'getValues' | 'trigger'>) {
  const { i18n } = useTranslation();
  const latest = useRef(form);
  latest.current = form;
  // The language change re-renders (and may re-subscribe) this hook: the pending timer must
  // outlive that, so it is cleared only on unmount.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const onChange = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const values = latest.current.getValues() as Record<string, unknown>;
        const filled = Object.keys(values).filter((name) => typeof values[name] === 'string' && values[name] !== '');
        if (filled.length > 0) void latest.current.trigger(filled as never);
      }, REVALIDATE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}
