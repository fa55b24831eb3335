import { MemberHomePage } from '../features/account/member-home-page';

/** /m/member/home */
export function MemberHomeRoute() {
  return <MemberHomePage />;
}
