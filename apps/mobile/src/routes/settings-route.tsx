import { SettingsPage } from '../features/shell/settings-page';

/** /m/set */
export function SettingsRoute() {
  return <SettingsPage />;
}
