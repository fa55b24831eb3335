import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementPopup } from './announcement-popup';

const items = [
  { id: '1', title: 'Cashback', content: '<p>Five percent</p><img src=x onerror="window.hit=1">', date: '2026/11/22' },
  { id: '2', title: 'Free play', content: '<p>Try it</p>', date: '2026/11/20' },
];
const labels = { title: 'Announcements', close: 'Close', hideToday: 'Hide for today' };

describe('AnnouncementPopup', () => {
  // This DOM has no sanitizer of its own: the content comes once DOMPurify is loaded.
  it('shows the menu of titles and the chosen content, sanitized', async () => {
    render(<AnnouncementPopup items={items} labels={labels} onClose={() => {}} onHideToday={() => {}} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Cashback', 'Free play']);
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toContain('Five percent'));
    expect(document.querySelector('[onerror]')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Free play' }));
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toContain('Try it'));
  });

  it('opens one item at a time with its date in the accordion variant', async () => {
    render(
      <AnnouncementPopup items={items} labels={labels} variant="accordion" onClose={() => {}} onHideToday={() => {}} />,
    );
    const heads = screen.getAllByRole('button', { expanded: false });
    expect(heads).toHaveLength(1);
    expect(screen.getByText('2026/11/20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Free play/ }));
    expect(await screen.findByText('Try it')).toBeTruthy();
    expect(screen.queryByText('Five percent')).toBeNull();
  });

  it('closes, or hides for today', () => {
    const onClose = vi.fn();
    const onHideToday = vi.fn();
    render(<AnnouncementPopup items={items} labels={labels} onClose={onClose} onHideToday={onHideToday} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide for today' }));
    expect(onHideToday).toHaveBeenCalledOnce();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });
});
