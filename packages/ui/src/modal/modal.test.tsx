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

  it('has no way out but its content when it is not dismissible', () => {
    const onClose = vi.fn();
    const { container } = render(
      <Modal open title="Set a new password" closeLabel="Close" onClose={onClose} dismissible={false}>
        <p>inside</p>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(container.firstChild as Element);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes stacked modals one at a time, innermost first, whatever the parent re-renders', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const view = (innerOpen: boolean) => (
      <>
        <Modal open title="Login" closeLabel="Close" onClose={() => outer()}>
          <p>form</p>
        </Modal>
        <Modal open={innerOpen} title="Language" closeLabel="Close" onClose={() => inner()}>
          <button type="button">English</button>
        </Modal>
      </>
    );
    const { rerender } = render(view(true));
    rerender(view(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
    rerender(view(false));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(outer).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <>
        <button type="button">behind</button>
        <Modal open title="Menu" closeLabel="Close" onClose={() => {}}>
          <a href="/m/home">Home</a>
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Home' });
    link.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(link);
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
