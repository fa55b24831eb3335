/** What a screen story answers with: the API's answers and the pictures, recorded (record-fixtures.ts). */
export interface FixtureSet {
  /** By fixtureKey: the HTTP status and the JSON body as the server sent them. */
  api: Record<string, { status: number; body: unknown }>;
  /** By fixtureKey: the picture's file in fixtures/art and its content type. */
  art: Record<string, { file: string; type: string }>;
  /** A member's or an agent's session as the site kept it after logging in (its token a stand-in). */
  session?: object;
}

/**
 * A request's key: method, path, its query sorted (the same request asked with its parameters in
 * another order is the same answer) and its JSON body, when it has one.
 */
export function fixtureKey(method: string, url: URL, body: string | null): string {
  const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  const search = query.length ? `?${new URLSearchParams(query).toString()}` : '';
  return `${method.toUpperCase()} ${url.pathname}${search}${body ? ` ${body}` : ''}`;
}
