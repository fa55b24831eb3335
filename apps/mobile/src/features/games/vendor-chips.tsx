import { useGetVendorsQuery } from '@lobby/api-client';
import type { Language } from '@lobby/contract';
import { useTranslation } from 'react-i18next';

interface VendorChipsProps {
  gameType: string;
  language: Language;
  selected: readonly string[];
  /** '' chooses all vendors. */
  onSelect: (vendor: string) => void;
}

/** The vendor selector of a game type: All plus each vendor with games (spec section 2). */
export function VendorChips({ gameType, language, selected, onSelect }: VendorChipsProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetVendorsQuery({ language, gameType });
  // Keep the row's height while vendors load, so the games below do not jump.
  if (isLoading) return <div className="chips chips--placeholder" aria-hidden="true" />;
  const vendors = (data ?? []).filter((v) => v.gameCount > 0 && v.gameClassify === '');
  if (vendors.length < 2) return null;
  const chip = (code: string, label: string) => {
    const active = code === '' ? selected.length !== 1 : selected.length === 1 && selected[0] === code;
    return (
      <li key={code || 'all'}>
        <button type="button" className={`chip${active ? ' is-active' : ''}`} aria-pressed={active} onClick={() => onSelect(code)}>
          {label}
        </button>
      </li>
    );
  };
  return (
    <ul className="chips" aria-label={t('games.vendors')}>
      {chip('', t('games.allVendors'))}
      {vendors.map((v) => chip(v.vassalage, v.displayName))}
    </ul>
  );
}
