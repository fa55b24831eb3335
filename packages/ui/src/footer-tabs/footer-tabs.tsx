import type { MouseEvent } from 'react';
import { PlainLink, type LinkComponent } from '../link/link';
import { ShellIcon, type ShellIconName } from '../shell-icon/shell-icon';
import styles from './footer-tabs.module.css';

export interface FooterTab {
  /** Tells the tabs apart (React key). */
  key: string;
  label: string;
  icon: ShellIconName;
  /** A tab leads to a page; without an address it is a button (customer service opens a popup). */
  href?: string | undefined;
  /** The current page's tab. */
  active?: boolean | undefined;
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
}

export interface FooterTabsProps {
  /** Names the navigation. */
  label: string;
  tabs: readonly FooterTab[];
  link?: LinkComponent;
}

/** The bottom tabs (spec section 2): icon over label, the current page's tab highlighted. */
export function FooterTabs({ label, tabs, link: Link = PlainLink }: FooterTabsProps) {
  return (
    <nav className={`${styles.tabs} footer-tabs`} aria-label={label}>
      {tabs.map((tab) => {
        const content = (
          <>
            <ShellIcon name={tab.icon} />
            <span>{tab.label}</span>
          </>
        );
        if (tab.href === undefined) {
          return (
            <button
              key={tab.key}
              type="button"
              className={`${styles.tab} footer-tabs__tab`}
              onClick={tab.onClick}
              aria-haspopup="dialog"
            >
              {content}
            </button>
          );
        }
        return (
          <Link
            key={tab.key}
            href={tab.href}
            className={`${styles.tab} footer-tabs__tab${tab.active ? ` ${styles.active} is-active` : ''}`}
            aria-current={tab.active ? 'page' : undefined}
            onClick={tab.onClick}
          >
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
