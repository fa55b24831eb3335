import { parseAmount } from '@lobby/domain';
import { useCurrency } from './use-currency';

/** Reads a typed amount in the brand's currency: minor units, or null when it is not one. (Apart from
 * use-money, which the first screen loads: only the forms that read amounts bring the parser.) */
export function useAmountReader() {
  const currency = useCurrency();
  return (text: string) => parseAmount(text, currency);
}
