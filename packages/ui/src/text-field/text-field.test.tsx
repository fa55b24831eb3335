import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and is valid without an error', () => {
    render(<TextField id="user" label="Username" autoComplete="username" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('autocomplete')).toBe('username');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the input invalid and describes it by its error', () => {
    render(<TextField id="pw" label="Password" type="password" error="Please fill in this field" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please fill in this field',
    );
  });
});
