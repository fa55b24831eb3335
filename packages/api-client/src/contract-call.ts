import type { BodyOf, EndpointName, Endpoints, QueryOf, ResponseOf } from '@lobby/contract';

// Types only: the browser bundle carries no schema (zod stays on the server and in tests).

/** The answer's value of endpoint `N`, as the contract's response schema gives it. */
export type Answer<N extends EndpointName> = ResponseOf<Endpoints[N]>;
/** The query parameters of endpoint `N`, as its contract schema takes them. */
export type Query<N extends EndpointName> = QueryOf<Endpoints[N]>;
/** The body of endpoint `N`, as its contract schema takes it. */
export type Body<N extends EndpointName> = BodyOf<Endpoints[N]>;

type Params<N extends EndpointName> = Query<N> extends undefined ? { params?: never } : { params: Query<N> };
type Payload<N extends EndpointName> = Body<N> extends undefined ? { body?: never } : { body: Body<N> };

/**
 * The request RTK Query sends for endpoint `N`: `satisfies Call<'name'>` checks its path, method,
 * query and body against the contract when it compiles, at no cost in the bundle.
 */
export type Call<N extends EndpointName> = { url: Endpoints[N]['path'] } & (Endpoints[N]['method'] extends 'GET'
  ? { method?: 'GET' }
  : { method: Endpoints[N]['method'] }) &
  Params<N> &
  Payload<N>;
