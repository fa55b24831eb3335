import { useGetVendorsQuery } from '@lobby/api-client';
import type { GameType, Language } from '@lobby/contract';
import { FilterSelect } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import './vendor-select.css';
import { useVendorName } from '../../hooks/use-vendor-name';

interface VendorSelectProps {
  gameType: GameType;
  /** Only these vendors (esports, cockfight); empty for every vendor of the type. */
  within: readonly string[];
  language: Language;
  selected: readonly string[];
  /** '' chooses all vendors. */
  onSelect: (vendor: string) => void;
}

/**
 * The vendor dropdown of a game list (spec section 2): All plus each vendor with games, searchable
 * by name and clearable. The dropdown hides itself when there is only one vendor.
 */
export function VendorSelect({ gameType, within, language, selected, onSelect }: VendorSelectProps) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const { data, isLoading } = useGetVendorsQuery({ language, gameType });
  // Keep the row's height while vendors load, so the games below do not jump.
  if (isLoading) return <div className="filter-placeholder" aria-hidden="true" />;
  const vendors = (data ?? []).filter(
    (v) => v.gameCount > 0 && v.gameClassify === '' && (within.length === 0 || within.includes(v.vassalage)),
  );
  const options = [
    { value: '', label: t('games.allVendors') },
    ...vendors.map((v) => ({ value: v.vassalage, label: vendorName(v) })),
  ];
  return (
    <FilterSelect
      label={t('games.vendors')}
      options={options}
      value={selected.length === 1 ? (selected[0] ?? '') : ''}
      onChange={onSelect}
      searchPlaceholder={t('games.searchVendors')}
      clearLabel={t('games.clear')}
      noMatchText={t('games.noVendor')}
    />
  );
}
