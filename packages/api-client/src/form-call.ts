import type { EndpointName } from '@lobby/contract';
import type { Call } from './contract-call';

/**
 * A form-encoded call (the contract's `form` encoding): path and method checked as for `Call`;
 * the fields, checked with `satisfies Body<'name'>` where they differ from it, travel as URLSearchParams.
 */
export type FormCall<N extends EndpointName> = Omit<Call<N>, 'body'> & { body: URLSearchParams };
