import type { AccountsRepo } from '../db/repositories/accounts-repo';
import { AppError } from '../errors';

/** A brand's member an operator acts on, by username; 404 when the brand has none of that name. */
export async function memberNamed(
  accounts: Pick<AccountsRepo, 'memberByUsername'>,
  merchantCode: string,
  username: string,
) {
  const member = await accounts.memberByUsername(merchantCode, username);
  if (!member) throw new AppError('request.notFound', 404);
  return member;
}
