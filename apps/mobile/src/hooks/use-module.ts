import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { ModuleId } from '@lobby/contract/constants';

/**
 * Whether the brand offers a module (spec section 7): false once its settings say it is switched
 * off. Until they arrive it counts as on, so a brand that offers it never sees its buttons jump in.
 */
export function useModuleOn(module: ModuleId): boolean {
  const { data: settings } = useGetSiteSettingsQuery();
  return !settings?.disabledModules.includes(module);
}
