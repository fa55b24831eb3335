import { HomePage } from '../features/lobby/home-page';

/** /m/home */
export function HomeRoute() {
  return <HomePage />;
}
