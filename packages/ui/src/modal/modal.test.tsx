import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

/** What the browser sends a modal dialog on Escape. */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

afterEach(() => vi.restoreAllMocks());

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="T" closeLabel="Close" onClose={() => {}}>
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a named modal dialog, in the top layer where the browser keeps Tab inside', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <Modal open title="Menu" closeLabel="Close" onClose={() => {}}>
        inside
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(showModal).toHaveBeenCalledOnce();
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(document.activeElement).toBe(dialog);
  });

  it('closes on Escape, backdrop and the close button', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Menu" closeLabel="Close" onClose={onClose}>
        <p>inside</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
    expect(escape(dialog)).toBe(false); // refused: the parent closes it through `open`
    fireEvent.click(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('closes on Escape pressed in a search field inside, whose text the key would otherwise clear', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Search" closeLabel="Close" onClose={onClose}>
        <input type="search" aria-label="Game name" defaultValue="dragon" />
      </Modal>,
    );
    const field = screen.getByRole('searchbox', { name: 'Game name' });
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no way out but its content when it is not dismissible', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Set a new password" closeLabel="Close" onClose={onClose} dismissible={false}>
        <p>inside</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(escape(dialog)).toBe(false);
    fireEvent.keyDown(screen.getByText('inside'), { key: 'Escape' });
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows again when the browser closes it while it should be open', () => {
    render(
      <Modal open title="Set a new password" closeLabel="Close" onClose={() => {}} dismissible={false}>
        x
      </Modal>,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    dialog.open = false;
    fireEvent(dialog, new Event('close'));
    expect(dialog.open).toBe(true);
  });

  it('opens stacked modals once each, in order, whatever the parent re-renders', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
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
    const { rerender } = render(view(false));
    rerender(view(true));
    rerender(view(true));
    const [login, language] = screen.getAllByRole('dialog');
    expect(showModal.mock.contexts).toEqual([login, language]);
    escape(language!);
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });

  it('gives focus back to where it was when it closes', () => {
    const view = (open: boolean) => (
      <>
        <button type="button">Menu</button>
        <Modal open={open} title="Menu" closeLabel="Close" onClose={() => {}}>
          x
        </Modal>
      </>
    );
    const { rerender } = render(view(false));
    const opener = screen.getByRole('button', { name: 'Menu' });
    opener.focus();
    rerender(view(true));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    rerender(view(false));
    expect(document.activeElement).toBe(opener);
  });

  it('locks page scroll while any modal is open', () => {
    const a = render(
      <Modal open title="A" closeLabel="Close" onClose={() => {}}>
        a
      </Modal>,
    );
    const b = render(
      <Modal open title="B" closeLabel="Close" onClose={() => {}}>
        b
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    b.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    a.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
