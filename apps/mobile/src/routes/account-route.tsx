import { AccountDialog } from '../features/account/account-dialog';
import { useRouteAccountFlow } from '../features/account/account-flow';
import type { AccountPopupKind } from '../stores/popups';
import { HomeRoute } from './home-route';

/**
 * /m/login, /m/register(.html) and /m/forget: the account dialog over home, so that closing it
 * lands on /m/home with nothing new to load (spec section 2).
 */
export function AccountRoute({ kind }: { kind: AccountPopupKind }) {
  const flow = useRouteAccountFlow();
  return (
    <>
      <HomeRoute />
      <AccountDialog kind={kind} flow={flow} />
    </>
  );
}
