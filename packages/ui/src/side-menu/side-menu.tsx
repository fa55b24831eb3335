import type { MouseEvent, ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../link/link';
import { Modal } from '../modal/modal';
import { ShellIcon, type ShellIconName } from '../shell-icon/shell-icon';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  labels: { title: string; close: string };
  /** Its sections: SideMenuHeading, SideMenuLinks, SideMenuEntries, or anything else. */
  children: ReactNode;
}

/** The side menu: a drawer from the left (Modal) holding the menu's navigation. */
export function SideMenu({ open, onClose, labels, children }: SideMenuProps) {
  return (
    <Modal open={open} onClose={onClose} title={labels.title} closeLabel={labels.close} placement="left">
      <nav aria-label={labels.title}>{children}</nav>
    </Modal>
  );
}

/** A section's title in the side menu (a link when the section has a page of its own). */
export function SideMenuHeading({ children }: { children: ReactNode }) {
  return <h3 className={styles.heading}>{children}</h3>;
}

export interface SideMenuLink {
  key: string;
  label: string;
  href: string;
  /** A picture before the label (decorative: the label names the link). */
  icon?: ReactNode;
}

export interface SideMenuLinksProps {
  links: readonly SideMenuLink[];
  /** Called on any link: navigation closes the menu. */
  onNavigate?: (() => void) | undefined;
  link?: LinkComponent;
  'data-testid'?: string;
}

/** A list of links (game lists, categories, promotions), each with its icon if given. */
export function SideMenuLinks({ links, onNavigate, link: Link = PlainLink, ...rest }: SideMenuLinksProps) {
  return (
    <ul className={styles.list} data-testid={rest['data-testid']}>
      {links.map((item) => (
        <li key={item.key}>
          <Link href={item.href} className={styles.link} onClick={onNavigate}>
            {item.icon && (
              <span className={styles.linkIcon} aria-hidden="true">
                {item.icon}
              </span>
            )}
            <span>{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface SideMenuEntryProps {
  icon: ShellIconName;
  label: string;
  /** A page of the app (through `link`), a page elsewhere (`external`), or none: a button. */
  href?: string | undefined;
  external?: boolean;
  /** The button opens a dialog (customer service, invite). */
  opensDialog?: boolean;
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  link?: LinkComponent;
}

/** An entry with an icon (the menu's extras: reward centre, VIP, invite, service, Telegram...). */
export function SideMenuEntry({
  icon,
  label,
  href,
  external = false,
  opensDialog = false,
  onClick,
  link: Link = PlainLink,
}: SideMenuEntryProps) {
  const className = styles.entry;
  const content = (
    <>
      <ShellIcon name={icon} size={20} />
      <span>{label}</span>
    </>
  );
  if (href === undefined)
    return (
      <button type="button" className={className} onClick={onClick} aria-haspopup={opensDialog ? 'dialog' : undefined}>
        {content}
      </button>
    );
  if (external)
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {content}
      </a>
    );
  return (
    <Link className={className} href={href} onClick={onClick}>
      {content}
    </Link>
  );
}

/** The entries with icons, as a list. */
export function SideMenuEntries({ children, ...rest }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <ul className={styles.list} data-testid={rest['data-testid']}>
      {children}
    </ul>
  );
}
