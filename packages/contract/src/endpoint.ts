import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone (`public`); anyone, answered for the member when a live session comes
 * (`viewer`); members only (`member`: without a session, 401 `session.required`).
 */
export type Access = 'public' | 'viewer' | 'member';

/** How a body travels: JSON, sealed JSON (DESIGN.md section 3), form-encoded or multipart. */
export type BodyEncoding = 'json' | 'sealed' | 'form' | 'multipart';

/**
 * One call of the platform API: the server registers its route from it, the client types its
 * arguments and answer from it, and tests parse the answer with it. `response` is the envelope's
 * `value` on success.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Defaults to `json` when there is a body. */
  encoding?: BodyEncoding;
  /**
   * `sse`: the answer is a Server-Sent Events stream, not an envelope; `response` is then one
   * event's data (the event's name is its `type`).
   */
  stream?: 'sse';
  response: z.ZodType;
}

/** Declares an endpoint, keeping its literal method, path and schemas in the type. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a client sends as the query string (before defaults). */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? SchemaInput<E['query']> : undefined;
/** What a client sends as the body (before defaults). */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? SchemaInput<E['body']> : undefined;
/** The query as the server reads it (after parsing). */
export type ParsedQueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? SchemaOutput<E['query']> : undefined;
/** The body as the server reads it (after parsing). */
export type ParsedBodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? SchemaOutput<E['body']> : undefined;
/** The answer's value as a client receives it. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** The answer's value as a handler may return it (before the schema's encoding). */
export type ReplyOf<E extends Endpoint> = z.input<E['response']>;

/** A successful answer's envelope with the endpoint's value: what the server's serializer checks. */
export const okEnvelopeOf = <S extends z.ZodType>(value: S) => z.object({ success: z.literal(true), value });
