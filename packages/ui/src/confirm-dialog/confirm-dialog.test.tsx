import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const labels = { title: 'Log out', cancel: 'Cancel', confirm: 'Log out', busy: 'Please wait…', close: 'Close' };

describe('ConfirmDialog', () => {
  it('asks, then cancels or confirms', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        labels={labels}
        message="Do you want to log out?"
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByText('Do you want to log out?').tagName).toBe('P');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('waits while busy, and has no close button when the question must be answered', () => {
    render(
      <ConfirmDialog
        open
        labels={labels}
        message={<p data-testid="own">Go?</p>}
        onCancel={() => {}}
        onConfirm={() => {}}
        busy
        dismissible={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Please wait…' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByTestId('own')).toBeTruthy();
  });
});
