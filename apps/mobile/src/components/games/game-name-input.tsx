import { GAME_NAME_SEARCH_MAX } from '@lobby/contract/constants';
import { useId } from 'react';
import './game-name-input.css';

interface GameNameInputProps {
  label: string;
  /** Defaults to the label. */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The game-name search box of the search panel and the hot list: a labelled search input. */
export function GameNameInput({ label, placeholder = label, value, onChange, className }: GameNameInputProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={className ? `search-panel__input ${className}` : 'search-panel__input'}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={GAME_NAME_SEARCH_MAX}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
