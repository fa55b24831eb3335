import type { OperatorView } from '@lobby/contract/operator';
import { useOutletContext } from 'react-router-dom';

/** What every signed-in page gets from the layout: who, and the brand chosen in the header. */
export interface ConsoleContext {
  me: OperatorView;
  brand: string;
}

export const useConsole = () => useOutletContext<ConsoleContext>();
