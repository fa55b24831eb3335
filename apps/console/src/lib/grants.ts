import { ALL_BRANDS, type OperatorGrant, type OperatorRole } from '@lobby/contract/operator';

/** The console's mirror of the server's rule (the server decides; this only hides what would be refused). */
export const mayAct = (grants: readonly OperatorGrant[], role: OperatorRole, brand: string | null) =>
  grants.some(
    (g) => (g.role === 'admin' || g.role === role) && (g.brand === ALL_BRANDS || (brand !== null && g.brand === brand)),
  );

/** Whether the grants hold `role` (or admin) in any brand: the section shows. */
export const holdsRole = (grants: readonly OperatorGrant[], role: OperatorRole) =>
  grants.some((g) => g.role === 'admin' || g.role === role);
