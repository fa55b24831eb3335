import { merchantCodeSchema, ok } from '@lobby/contract';
import {
  OPERATOR_PATHS,
  chatQueueQuerySchema,
  opsCannedRepliesSchema,
  opsChatReplySchema,
  type ChatQueueEntry,
  type DeskChatMessage,
} from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRepo } from '../db/repositories/accounts-repo';
import type { ServiceRepo } from '../db/repositories/service-repo';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import type { CustomerService } from '../services/customer-service';
import { memberNamed } from './operator-member';

const P = OPERATOR_PATHS;
const brandBody = z.strictObject({ merchantCode: merchantCodeSchema });
const memberParams = z.object({ username: z.string().trim().min(1).max(64) });

/**
 * The live-chat desk (support): the brand's conversations (open, mine, closed), one conversation,
 * an answer (which claims an unclaimed conversation for its agent), claim and close, and the
 * brand's canned replies. Each action is audited.
 */
export async function operatorDeskRoutes(
  app: FastifyInstance,
  deps: {
    gate: OperatorGate;
    accounts: AccountsRepo;
    service: CustomerService;
    serviceData: ServiceRepo;
    settings: SettingsRepo;
    clock: () => Date;
  },
) {
  const { gate, serviceData } = deps;
  const memberOf = (merchantCode: string, name: string) => memberNamed(deps.accounts, merchantCode, name);
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();

    ops.post(P.chatReply, { schema: { body: opsChatReplySchema } }, async (request) => {
      const { merchantCode, username: to, text } = request.body;
      gate.require(request, 'support', merchantCode);
      const member = await memberOf(merchantCode, to);
      await deps.service.reply(member.id, text);
      await serviceData.answeredBy(member.id, gate.who(request).username, deps.clock());
      await gate.audit(request, { action: 'chat.replied', brand: merchantCode, target: to, after: { text } });
      return ok(null);
    });

    ops.get(P.chats, { schema: { querystring: chatQueueQuerySchema } }, async (request) => {
      const { merchant, view } = request.query;
      gate.require(request, 'support', merchant);
      const desk = view === 'mine' ? { view, operator: gate.who(request).username } : { view };
      const queue = await serviceData.chatQueue(merchant, 100, desk);
      return ok(
        queue.map((c): ChatQueueEntry => ({
          username: c.username,
          lastText: c.text,
          lastFrom: c.sender === 'support' ? 'support' : 'member',
          at: c.at.toISOString(),
          claimedBy: c.claimedBy,
          closed: c.closed,
        })),
      );
    });

    ops.get(
      `${P.chats}/:username`,
      { schema: { querystring: z.object({ merchant: merchantCodeSchema }), params: memberParams } },
      async (request) => {
        const { merchant } = request.query;
        gate.require(request, 'support', merchant);
        const member = await memberOf(merchant, request.params.username);
        const rows = await serviceData.chat(member.id, 100);
        return ok(
          rows.map((r): DeskChatMessage => ({
            id: r.id,
            from: r.sender === 'support' ? 'support' : 'member',
            text: r.text,
            at: r.createdAt.toISOString(),
          })),
        );
      },
    );

    for (const action of ['claim', 'close'] as const)
      ops.post(
        `${P.chats}/:username/${action}`,
        { schema: { params: memberParams, body: brandBody } },
        async (request) => {
          const { merchantCode } = request.body;
          gate.require(request, 'support', merchantCode);
          const member = await memberOf(merchantCode, request.params.username);
          const before = await serviceData.chatHolder(member.id);
          const operator = gate.who(request).username;
          if (action === 'claim') await serviceData.claimChat(member.id, operator, deps.clock());
          else await serviceData.closeChat(member.id, deps.clock());
          await gate.audit(request, {
            action: action === 'claim' ? 'chat.claimed' : 'chat.closed',
            brand: merchantCode,
            target: member.username,
            before: { claimedBy: before },
            after: { claimedBy: action === 'claim' ? operator : null },
          });
          return ok(null);
        },
      );

    ops.get(
      P.cannedReplies,
      { schema: { querystring: z.object({ merchant: merchantCodeSchema }) } },
      async (request) => {
        const { merchant } = request.query;
        gate.require(request, 'support', merchant);
        return ok((await deps.settings.forMerchant(merchant))?.cannedReplies ?? []);
      },
    );

    ops.put(P.cannedReplies, { schema: { body: opsCannedRepliesSchema } }, async (request) => {
      const { merchantCode, replies } = request.body;
      gate.require(request, 'support', merchantCode);
      let before: unknown = [];
      const changed = await deps.settings.updateOperated(merchantCode, (row) => {
        before = row.cannedReplies ?? [];
        return { cannedReplies: replies };
      });
      if (!changed) throw new AppError('merchant.unknown', 400);
      await gate.audit(request, { action: 'chat.cannedReplies', brand: merchantCode, before, after: replies });
      return ok(replies);
    });
  });
}
