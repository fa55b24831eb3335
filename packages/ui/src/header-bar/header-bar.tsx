import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import buttons from '../button/button.module.css';
import { PlainLink, type LinkComponent } from '../link/link';
import { ShellIcon, type ShellIconName } from '../shell-icon/shell-icon';
import styles from './header-bar.module.css';
import { useTitleFit } from './use-title-fit';

export { TITLE_FITS, type TitleFit } from './use-title-fit';

export interface HeaderBarLabels {
  /** Names the side-menu button. */
  menu: string;
  /** Names the logo link home. */
  home: string;
  /** Names the back button. */
  back: string;
}

/** Home: the brand's logo and name lead home. Elsewhere: the back button and the screen's title. */
export type HeaderBarView =
  | {
      kind: 'home';
      href: string;
      /** The brand's logo; none while the brand settings load (the space is kept). */
      logo?: string | undefined;
      name?: string | undefined;
      onHome?: (() => void) | undefined;
    }
  | { kind: 'page'; title: string; onBack: () => void };

export interface HeaderBarProps {
  labels: HeaderBarLabels;
  onMenu: () => void;
  view: HeaderBarView;
  /** The account end: VisitorActions, or the member's bell, balance and logout. */
  children?: ReactNode;
  link?: LinkComponent;
}

/**
 * The top bar (spec section 2): side-menu button; on home the brand's logo and name, elsewhere the
 * back arrow and the screen's title; the account end on the right.
 */
export function HeaderBar({ labels, onMenu, view, children, link: Link = PlainLink }: HeaderBarProps) {
  return (
    <header className={`${styles.header} header`} data-view={view.kind}>
      <HeaderIconButton icon="menu" label={labels.menu} bare onClick={onMenu} data-testid="open-menu" />
      {view.kind === 'home' ? (
        <Link
          href={view.href}
          className={`${styles.logo} header__logo`}
          // The brand's name as shown, then where it leads: a name that holds the visible words, so
          // a voice command saying them reaches the link.
          aria-label={view.name ? `${view.name}, ${labels.home}` : labels.home}
          onClick={view.onHome}
        >
          {view.logo ? <img src={view.logo} alt="" width="28" height="28" /> : <span className={styles.logoSpace} />}
          <span className={`${styles.brand} header__brand`} data-testid="brand-name">
            {view.name}
          </span>
        </Link>
      ) : (
        <>
          <HeaderIconButton icon="back" label={labels.back} bare onClick={view.onBack} />
          <PageTitle title={view.title} />
        </>
      )}
      {children}
    </header>
  );
}

/** A screen's title, fitted to the room the header's buttons leave it (TITLE_FITS). */
function PageTitle({ title }: { title: string }) {
  const ref = useTitleFit(title);
  return (
    <h1 ref={ref} className={`${styles.title} header__title`}>
      {title}
    </h1>
  );
}

export interface HeaderIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: ShellIconName;
  /** The button's accessible name (it shows only the icon). */
  label: string;
  /** Without frame and fill (menu, back, logout). */
  bare?: boolean;
  size?: number;
}

/** A square button showing one shell icon, named by `label`. */
export function HeaderIconButton({ icon, label, bare = false, size, className, ...button }: HeaderIconButtonProps) {
  return (
    <button
      type="button"
      className={[buttons.iconButton, 'icon-button', bare && `${buttons.bare} icon-button--bare`, className]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
      {...button}
    >
      <ShellIcon name={icon} {...(size ? { size } : {})} />
    </button>
  );
}

export interface HeaderLinkAction {
  label: string;
  href: string;
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

export interface VisitorActionsProps {
  login: HeaderLinkAction;
  /** None when the brand has registration switched off (REG3). */
  register?: HeaderLinkAction | undefined;
  /** The free-play button, where the brand has trial mode (a HeaderIconButton, or the app's own). */
  freePlay?: ReactNode;
  link?: LinkComponent;
}

/**
 * The visitor's end of the header: free play, log in and register. On an inner page of a narrow
 * phone only log in stays (the login dialog leads to the rest): the back button takes the logo's
 * place, and the three would not fit beside it.
 */
export function VisitorActions({ login, register, freePlay, link: Link = PlainLink }: VisitorActionsProps) {
  return (
    <div className={`${styles.actions} header__actions`}>
      {freePlay && <span className={`${styles.secondary} ${styles.contents}`}>{freePlay}</span>}
      <Link
        href={login.href}
        className={`${buttons.button} ${buttons.ghost} button button--ghost`}
        onClick={login.onClick}
      >
        {login.label}
      </Link>
      {register && (
        <Link
          href={register.href}
          className={`${buttons.button} ${styles.secondary} button`}
          onClick={register.onClick}
        >
          {register.label}
        </Link>
      )}
    </div>
  );
}

export interface MemberActionsProps {
  children: ReactNode;
}

/** The member's end of the header: a row for the bell, the balance and logout. */
export function MemberActions({ children }: MemberActionsProps) {
  return <div className={`${styles.actions} header__actions`}>{children}</div>;
}

export interface NoticeBellProps {
  /** The notice list's name; with a badge, the count is added to it for screen readers. */
  label: string;
  /** The unread count as shown ('99+' above 99); none: no badge. */
  badge?: string | null | undefined;
  href: string;
  link?: LinkComponent;
}

/** The header's announcement bell with its unread badge (spec section 2), on every screen and width. */
export function NoticeBell({ label, badge, href, link: Link = PlainLink }: NoticeBellProps) {
  return (
    <Link
      href={href}
      className={`${buttons.iconButton} ${styles.bell} icon-button notice-bell`}
      aria-label={badge ? `${label} (${badge})` : label}
      data-testid="notice-bell"
    >
      <ShellIcon name="bell" size={20} />
      {badge && (
        <span className={`${styles.badge} notice-bell__badge`} aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
