import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../stores/hooks';
import { accountPopupOpened, type AccountPopupKind } from '../../stores/popups';

/** The route of each account dialog (spec section 2). */
export const ACCOUNT_ROUTES: Record<AccountPopupKind, string> = {
  login: '/login',
  register: '/register',
  forgot: '/forget',
};

/** The account dialog a path shows on its own, if any (paths relative to /m). */
export function accountKindOfPath(pathname: string): AccountPopupKind | null {
  if (pathname === '/login') return 'login';
  if (pathname === '/register' || pathname === '/register.html') return 'register';
  if (pathname === '/forget') return 'forgot';
  return null;
}

/**
 * How an account dialog moves on. On its own route it navigates; as a popup over another
 * screen it changes the popup and leaves the screen where it was.
 */
export interface AccountFlow {
  /** Replaces this dialog with another of login, register and forgot. */
  show: (kind: AccountPopupKind, registeredUserName?: string) => void;
  /** Success: a popup closes (then goes to `to` if given); a route goes to `to` or home. */
  finish: (to?: string) => void;
  /** The close button: a popup closes; a route goes home (spec section 2). */
  close: () => void;
  /** Set after a registration, for the login dialog. */
  registeredUserName?: string | undefined;
}

const AccountFlowContext = createContext<AccountFlow | null>(null);

export function AccountFlowProvider({ flow, children }: { flow: AccountFlow; children: ReactNode }) {
  return <AccountFlowContext.Provider value={flow}>{children}</AccountFlowContext.Provider>;
}

/** The flow of the dialog around; outside one (a page), the route flow. */
export function useAccountFlow(): AccountFlow {
  const route = useRouteAccountFlow();
  return useContext(AccountFlowContext) ?? route;
}

export function useRouteAccountFlow(): AccountFlow {
  const navigate = useNavigate();
  const registeredUserName = (useLocation().state as { registeredUserName?: string } | null)?.registeredUserName;
  // Stable, so that a dialog's timers do not restart on every render.
  return useMemo<AccountFlow>(
    () => ({
      show: (kind, name) =>
        void navigate(ACCOUNT_ROUTES[kind], { replace: true, state: name ? { registeredUserName: name } : null }),
      finish: (to = '/home') => void navigate(to, { replace: true }),
      close: () => void navigate('/home'),
      registeredUserName,
    }),
    [navigate, registeredUserName],
  );
}

/**
 * Opens login, register or forgot from anywhere: over the current screen as a popup, or, when
 * the screen is itself an account route, by going to the other route.
 */
export function useOpenAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (kind: AccountPopupKind) => {
    if (accountKindOfPath(pathname)) void navigate(ACCOUNT_ROUTES[kind], { replace: true });
    else dispatch(accountPopupOpened({ kind }));
  };
}

/** A link to another account dialog: a real link (it opens in a new tab), a dialog switch on tap. */
export function AccountLink({
  kind,
  className,
  children,
}: {
  kind: AccountPopupKind;
  className?: string;
  children: ReactNode;
}) {
  const flow = useAccountFlow();
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    flow.show(kind);
  };
  return (
    <Link to={ACCOUNT_ROUTES[kind]} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
