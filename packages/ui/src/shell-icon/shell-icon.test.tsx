import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHELL_ICON_NAMES, ShellIcon } from './shell-icon';

describe('ShellIcon', () => {
  it('draws each icon as a decorative SVG of the asked size', () => {
    for (const name of SHELL_ICON_NAMES) {
      const { container, unmount } = render(<ShellIcon name={name} size={20} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.getAttribute('width')).toBe('20');
      expect(svg?.querySelector('path')?.getAttribute('d')).toBeTruthy();
      unmount();
    }
  });
});
