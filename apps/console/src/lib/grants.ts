import type { OperatorGrant, OperatorRole } from '@lobby/contract/operator';

/** Whether the grants hold `role` (or admin) in any brand: the section shows. */
export const holdsRole = (grants: readonly OperatorGrant[], role: OperatorRole) =>
  grants.some((g) => g.role === 'admin' || g.role === role);
