import type { AnchorHTMLAttributes, ComponentType } from 'react';

/** What a ui component hands the link it renders: an address and the anchor's attributes. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The link a ui component renders for navigation. ui knows no router: an app passes its router's
 * link (e.g. `({ href, ...rest }) => <Link to={href} {...rest} />`); Storybook and plain pages use
 * the default, an `<a>`.
 */
export type LinkComponent = ComponentType<LinkProps>;

/** A plain anchor: the default LinkComponent. */
export function PlainLink(props: LinkProps) {
  return <a {...props} />;
}
