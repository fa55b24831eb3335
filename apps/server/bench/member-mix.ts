/**
 * A member's own calls under load, each answered by the database (nothing of it is cacheable):
 * balance, favourites, recent games, betting records, then a Hi-Lo deal and its guess. Run as a
 * process of its own (`tsx bench/member-mix.ts`), so the load does not share the server's event
 * loop; it reads its target from BENCH_MIX (JSON: url, members, nodeId, seconds, connections) and
 * prints autocannon's result as JSON on its last line.
 */
import { PATHS } from '@lobby/contract/constants';
import autocannon, { type Request } from 'autocannon';

interface MixInput {
  url: string;
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
    path: PATHS.walletBalance,
    setupRequest(request, context: Context) {
      context.token = free.pop();
      return context.token ? authorized(request, context) : null;
    },
  },
  { method: 'GET', path: `${PATHS.favourites}?pageNo=1&pageSize=36`, setupRequest: authorized },
  { method: 'GET', path: `${PATHS.recentGames}?page=1&pageSize=36`, setupRequest: authorized },
  { method: 'GET', path: `${PATHS.orders}?pageNo=1&pageSize=20`, setupRequest: authorized },
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

const result = await autocannon({
  url: input.url,
  connections: input.connections,
  duration: input.seconds,
  headers: { ...input.headers, 'content-type': 'application/json' },
  requests,
});
console.log(JSON.stringify(result));
