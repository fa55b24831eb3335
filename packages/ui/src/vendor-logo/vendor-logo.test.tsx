import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VendorLogo } from './vendor-logo';

describe('VendorLogo', () => {
  it('shows the logo named after the vendor', () => {
    render(<VendorLogo src="/icons/PG-WHITE.png" name="PG Soft" />);
    expect(screen.getByRole('img', { name: 'PG Soft' }).getAttribute('src')).toBe('/icons/PG-WHITE.png');
  });

  it('hides a logo that fails to load and shows the name', () => {
    render(<VendorLogo src="/missing.png" name="JILI" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('JILI')).toBeTruthy();
  });
});
