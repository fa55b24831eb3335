import styles from './account-tabs.module.css';
export interface AccountTabsProps<T extends string> {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** The method tabs of the account forms: username or mobile, e-mail or mobile. */
export function AccountTabs<T extends string>({ options, value, onChange }: AccountTabsProps<T>) {
  return (
    <div className={styles.tabs} role="tablist">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={value === option.value}
          className={styles.tab}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
