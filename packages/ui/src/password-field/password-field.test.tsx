import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and names the toggle for what it does next', () => {
    render(<PasswordField id="pw" label="Password" toggleLabels={{ show: 'Show password', hide: 'Hide password' }} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    // An eye icon: the button's name says what the next tap does.
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.querySelector('svg')).toBeTruthy();
    fireEvent.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows the field error tied to the input', () => {
    render(<PasswordField id="pw" label="Password" error="Too short" toggleLabels={{ show: 'Show', hide: 'Hide' }} />);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe('pw-error');
    expect(screen.getByText('Too short')).toBeTruthy();
  });
});
