import { useState } from 'react';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};

/**
 * Something the user put away for this browser session (the download bar, the floating widget):
 * remembered in session storage, or for the page's life where storage is refused.
 */
export function useDismissed(key: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => read(key));
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Put away for this page's life.
    }
  };
  return [dismissed, dismiss];
}
