import type { MouseEvent } from 'react';
import { PlainLink, type LinkComponent } from '../link/link';
import { ShellIcon, type ShellIconName } from '../shell-icon/shell-icon';
import './footer-tabs.css';

// Plain CSS with fixed class names, not a module: the footer is on the first page, whose JS budget
// has no room for class maps, and its classes are the brand templates' and the end-to-end tests' hooks.

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
    <nav className="footer-tabs" aria-label={label}>
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
              className="footer-tabs__tab"
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
            className={`footer-tabs__tab${tab.active ? ' is-active' : ''}`}
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
