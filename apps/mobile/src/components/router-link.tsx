import type { LinkProps } from '@lobby/ui';
import { Link } from 'react-router-dom';

/** The router's link in the shape ui's components render links (`href` is a path of the app). */
export function RouterLink({ href, ...anchor }: LinkProps) {
  return <Link to={href} {...anchor} />;
}
