import { DemoGamePage } from '../features/play/demo-game-page';

/** /m/demo-game */
export function DemoGameRoute() {
  return <DemoGamePage />;
}
