import { Navigate } from 'react-router-dom';
import { AccountDialog } from '../features/account/account-dialog';
import { useRouteAccountFlow } from '../features/account/account-flow';
import { useModuleOn } from '../hooks/use-module';
import type { AccountPopupKind } from '../stores/popups';
import { HomeRoute } from './home-route';

/**
 * /m/login, /m/register(.html) and /m/forget: the account dialog over home, so that closing it
 * lands on /m/home with nothing new to load (spec section 2). A brand without registration (REG3
 * off) answers /m/register with its login, at the login's address and title, saying why.
 */
export function AccountRoute({ kind }: { kind: AccountPopupKind }) {
  const flow = useRouteAccountFlow();
  const registration = useModuleOn('REG3');
  if (kind === 'register' && !registration)
    return <Navigate to="/login" replace state={{ registrationClosed: true }} />;
  return (
    <>
      <HomeRoute />
      <AccountDialog kind={kind} flow={flow} />
    </>
  );
}
