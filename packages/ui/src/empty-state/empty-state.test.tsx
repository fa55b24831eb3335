import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows an empty message quietly', () => {
    render(<EmptyState message="No games found" />);
    expect(screen.getByText('No games found')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error and retries', () => {
    const onClick = vi.fn();
    render(<EmptyState tone="error" message="Oops" action={{ label: 'Try again', onClick }} />);
    expect(screen.getByRole('alert').textContent).toContain('Oops');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onClick).toHaveBeenCalled();
  });
});
