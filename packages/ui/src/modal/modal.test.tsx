import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Modal open={false} title="T" closeLabel="Close" onClose={() => {}}>x</Modal>);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a named dialog that closes on Escape, backdrop and the close button', () => {
    const onClose = vi.fn();
    const { container } = render(
      <Modal open title="Menu" closeLabel="Close" onClose={onClose}>
        <p>inside</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(container.firstChild as Element);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('locks page scroll while any modal is open', () => {
    const a = render(<Modal open title="A" closeLabel="Close" onClose={() => {}}>a</Modal>);
    const b = render(<Modal open title="B" closeLabel="Close" onClose={() => {}}>b</Modal>);
    expect(document.body.style.overflow).toBe('hidden');
    b.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    a.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
