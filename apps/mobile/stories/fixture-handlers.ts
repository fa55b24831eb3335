import { PUSH_PATHS } from '@lobby/contract/constants';
import { delay, http, HttpResponse, passthrough } from 'msw';
import { fixtureKey, type FixtureSet } from './fixture-key';

/** How a screen story's data answers: as recorded, never (loading), emptied, or not at all (offline). */
export type DataState = 'recorded' | 'loading' | 'empty' | 'error';

let active: FixtureSet = { api: {}, art: {} };
let state: DataState = 'recorded';
/** The API paths answered since: a story's steps may wait until its screen has been told something. */
const answered = new Set<string>();
/** API calls of this story asked and not answered yet (a story is one generation of calls). */
let pending = 0;
let generation = 0;

/** The recorded set the handlers answer from, and how, for the story about to render. */
export function answerWith(set: FixtureSet, dataState: DataState) {
  active = set;
  state = dataState;
  answered.clear();
  pending = 0;
  generation += 1;
}

/** Has the API answered a call of this path (recorded answer or not) since the story began? */
export const hasAnswered = (pathname: string) => answered.has(pathname);

/** How many API calls are waiting for their answer. */
export const answersPending = () => pending;

const isArt = (url: URL) => url.pathname.startsWith('/static/') || url.pathname.startsWith('/m/brand/');
const isApi = (url: URL) => url.pathname.startsWith('/wps/') || url.pathname.startsWith('/lgw/');
/** What the app asks for at start whatever the screen (the brand's settings, the system's status). */
const isFrame = (url: URL) => url.pathname.startsWith('/wps/system/');

/** The recorded answer to this request, else one to the same path with other parameters. */
function answerOf(method: string, url: URL, body: string | null) {
  const exact = active.api[fixtureKey(method, url, body)] ?? active.api[fixtureKey(method, url, null)];
  if (exact) return exact;
  const prefix = `${method.toUpperCase()} ${url.pathname}`;
  const near = Object.keys(active.api).find(
    (key) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix} `),
  );
  return near ? active.api[near] : undefined;
}

/** The recorded value of a call in the story's set (a story's own answer may start from it). */
export function recordedValue(method: string, address: string): unknown {
  const body = answerOf(method, new URL(address, location.origin), null)?.body;
  return typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
}

/** An answer's lists emptied: what a screen shows when there is nothing yet. */
function emptied(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('value' in body)) return body;
  const { value } = body as { value: unknown };
  if (Array.isArray(value)) return { ...body, value: [] };
  if (typeof value !== 'object' || value === null) return body;
  const lists = Object.entries(value).map(([key, inner]) => [key, Array.isArray(inner) ? [] : inner]);
  return { ...body, value: { ...Object.fromEntries(lists), ...('total' in value ? { total: 0 } : {}) } };
}

/** An API call's answer as the story's data state has it. */
async function answerApi(request: Request, url: URL) {
  if (!isFrame(url) && state === 'loading') await delay('infinite');
  if (!isFrame(url) && state === 'error') return HttpResponse.error();
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().text();
  const answer = answerOf(request.method, url, body || null);
  if (!answer) {
    console.warn(`No recorded answer for ${request.method} ${url.pathname}${url.search}`);
    return HttpResponse.json({ success: false, errorCode: 'request.notFound' }, { status: 404 });
  }
  const json = state === 'empty' && !isFrame(url) ? emptied(answer.body) : answer.body;
  return HttpResponse.json(json as object, { status: answer.status });
}

export const fixtureHandlers = [
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== location.origin) return passthrough();
    if (isArt(url)) {
      // Else the same picture in another language (a carousel's slide nobody reached while recording).
      const art =
        active.art[fixtureKey('GET', url, null)] ??
        Object.entries(active.art).find(([key]) => key.startsWith(`GET ${url.pathname}?`))?.[1];
      if (!art) return new HttpResponse(null, { status: 404 });
      const bytes = await fetch(new URL(`story-art/${art.file}`, document.baseURI)).then((r) => r.arrayBuffer());
      return new HttpResponse(bytes, { headers: { 'content-type': art.type } });
    }
    if (!isApi(url)) return passthrough();
    // The push channel is not recorded: 204 tells the app not to stream (it polls instead).
    if (url.pathname === PUSH_PATHS.memberEvents) return new HttpResponse(null, { status: 204 });
    const asked = generation;
    pending += 1;
    try {
      return await answerApi(request, url);
    } finally {
      // A call of an earlier story (a loading one never answers) counts no more.
      if (asked === generation) {
        pending -= 1;
        answered.add(url.pathname);
      }
    }
  }),
];
