import { useGetRegistrationSettingsQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { ApiErrorState } from '../../components/api-error-state';
import accountForm from './account-form.module.css';

/**
 * The brand's rules and settings every account form needs. Until both have come, `placeholder` is
 * what the form shows instead: a loading line, or the error with a retry (never a blank form).
 */
export function useAccountSettings() {
  const rules = useGetRegistrationSettingsQuery();
  const site = useGetSiteSettingsQuery();
  if (rules.data && site.data) return { settings: rules.data, site: site.data, placeholder: null };
  const error = rules.error ?? site.error;
  const retry = () => {
    if (rules.error) void rules.refetch();
    if (site.error) void site.refetch();
  };
  return {
    settings: undefined,
    site: undefined,
    placeholder: error ? (
      <ApiErrorState error={error} onRetry={retry} />
    ) : (
      <p className={accountForm.loading} aria-busy="true" />
    ),
  };
}
