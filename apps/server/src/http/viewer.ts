import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AccountsService, Authenticated } from '../services/accounts-service';
import { sessionToken } from './session-token';

/**
 * Who asks in brand `merchant`: the member of a live token, null without one. A token the server
 * no longer knows, or one of another brand, is a 401 (the client shows the forced-logout
 * message): a member never acts in a brand that is not theirs. Only the Authorization header
 * counts: a token in a query string would end up in access logs.
 */
export async function viewerOf(
  request: FastifyRequest,
  accounts: AccountsService,
  merchant: string,
): Promise<Authenticated | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const live = await accounts.authenticate(token);
  if (!live || live.member.merchantCode !== merchant) throw new AppError('session.expired', 401);
  return live;
}

/** The live session of a token of brand `merchant`; without one, a 401 'You are not logged in'. */
export async function memberOf(
  request: FastifyRequest,
  accounts: AccountsService,
  merchant: string,
): Promise<Authenticated> {
  const live = await viewerOf(request, accounts, merchant);
  if (!live) throw new AppError('session.required', 401);
  return live;
}
