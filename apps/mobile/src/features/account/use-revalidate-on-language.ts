import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Language change revalidates filled fields after 200 ms (spec section 5). */
export const REVALIDATE_DEBOUNCE_MS = 200;

export function useRevalidateOnLanguage<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'getValues' | 'trigger'>) {
  const { i18n } = useTranslation();
  const { getValues, trigger } = form;
  useEffect(() => {
    let timer: number | undefined;
    const onChange = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const values = getValues() as Record<string, unknown>;
        const filled = Object.keys(values).filter((name) => typeof values[name] === 'string' && values[name] !== '');
        if (filled.length > 0) void trigger(filled as never);
      }, REVALIDATE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', onChange);
    return () => {
      i18n.off('languageChanged', onChange);
      window.clearTimeout(timer);
    };
  }, [i18n, getValues, trigger]);
}
