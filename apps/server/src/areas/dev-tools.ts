import { fail } from '@lobby/contract';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { isForwarded, isLoopbackAddress } from '../http/loopback';
import { devDepositRoute } from '../routes/dev-deposit';
import { devToolRoutes } from '../routes/dev-tools';
import type { SharedInfrastructure } from './shared-infrastructure';

/** Development tools (LOBBY_DEV_TOOLS): the outbox, captcha answers, money without paying. */
export function devToolsArea(app: FastifyInstance, shared: SharedInfrastructure) {
  // Never a request a proxy passed on; in production (a loopback-bound server, config.ts) only
  // this machine's own. To anyone else the routes do not exist. A developer's phone on the local
  // network may use them from a development server.
  const loopbackOnly = shared.config.NODE_ENV === 'production';
  // On the dev routes only (registered after this): every other request skips the hook.
  const guard: onRequestAsyncHookHandler = async (request, reply) => {
    const { socket, headers } = request.raw;
    if (isForwarded(headers) || (loopbackOnly && !isLoopbackAddress(socket.remoteAddress)))
      await reply.status(404).send(fail('request.notFound'));
  };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/__dev/')) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
  devToolRoutes(app, { outbox: shared.localOutbox, captchas: shared.captchas });
  devDepositRoute(app, shared.serve, {
    ledger: shared.ledger,
    protection: shared.protection,
    brandMoney: shared.settings.money,
  });
}
