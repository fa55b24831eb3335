/**
 * A member's own calls under load, each answered by the database (nothing of it is cacheable):
 * balance, favourites, recent games, betting records, then a Hi-Lo deal and its guess (or the
 * reads alone: `readsOnly`, which the API floor answers too). Run as a
 * process of its own (`tsx bench/member-mix.ts`), so the load does not share the server's event
 * loop; it reads its target from BENCH_MIX (JSON: url, members, nodeId, seconds, connections) and
 * prints autocannon's result as JSON on its last line.
 */
import { PATHS } from '@lobby/contract/constants';
import autocannon, { type Request } from 'autocannon';
import { MEMBER_READS } from './member-reads';

interface MixInput {
  url: string;
  /** The member's reads only (balance, favourites, recent, records), as the API floor can answer them too. */
  readsOnly?: boolean;
  /** Session tokens, one member each: at least as many as connections, so no member plays twice at once. */
  tokens: string[];
  nodeId: string;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
}

interface Context {
  token?: string;
  roundId?: string;
  /** The dealt card's rank (1 ace to 13 king): the guess is one the card allows. */
  rank?: number;
}

const input = JSON.parse(process.env.BENCH_MIX ?? '{}') as MixInput;
// A connection holds a member from the first call of its round of calls to the guess that ends it.
const free = [...input.tokens];
let dealt = 0;

const authorized = (request: Request, context: Context) => ({
  ...request,
  headers: { ...request.headers, Authorization: context.token ?? '' },
});

const requests: Request[] = [
  {
    method: 'GET',
    path: MEMBER_READS[0],
    setupRequest(request, context: Context) {
      context.token = free.pop();
      return context.token ? authorized(request, context) : null;
    },
  },
  ...MEMBER_READS.slice(1).map((path) => ({ method: 'GET' as const, path, setupRequest: authorized })),
  {
    method: 'POST',
    path: PATHS.inHouseDeal,
    setupRequest: (request, context: Context) => ({
      ...authorized(request, context),
      body: JSON.stringify({ nodeId: input.nodeId, bet: '1.00', requestId: `bench-${process.pid}-${(dealt += 1)}` }),
    }),
    onResponse(_status, body, context: Context) {
      const round = (JSON.parse(body) as { value?: { roundId?: string; card?: { rank: number } } }).value;
      context.roundId = round?.roundId;
      context.rank = round?.card?.rank;
    },
  },
  {
    method: 'POST',
    path: PATHS.inHouseGuess,
    setupRequest: (request, context: Context) => ({
      ...authorized(request, context),
      body: JSON.stringify({ roundId: context.roundId ?? '', guess: (context.rank ?? 1) < 7 ? 'higher' : 'lower' }),
    }),
    onResponse(_status, _body, context: Context) {
      if (context.token) free.push(context.token);
    },
  },
];

/** The reads alone: the member is free again after the last of them. */
const reads = requests.slice(0, 4).map((request, i, all) =>
  i === all.length - 1
    ? {
        ...request,
        onResponse(_status: number, _body: string, context: Context) {
          if (context.token) free.push(context.token);
        },
      }
    : request,
);

const result = await autocannon({
  url: input.url,
  connections: input.connections,
  duration: input.seconds,
  headers: { ...input.headers, 'content-type': 'application/json' },
  requests: input.readsOnly ? reads : requests,
});
console.log(JSON.stringify(result));
