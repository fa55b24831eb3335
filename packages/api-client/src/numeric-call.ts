import type { EndpointName } from '@lobby/contract';
import type { Call, Query } from './contract-call';

/** A query's text fields may carry numbers: RTK writes them into the query string as their digits. */
type Digits<Q> = { [K in keyof Q]: string extends Q[K] ? Q[K] | number : Q[K] };

/**
 * The call of endpoint `N` with page numbers and sizes as numbers: the contract reads them as the
 * text of the query string, which is what the numbers become on the way.
 */
export type NumericCall<N extends EndpointName> = Omit<Call<N>, 'params'> & { params: Digits<Query<N>> };
