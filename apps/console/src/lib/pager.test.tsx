import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

afterEach(cleanup);

const pager = (page: number, more: boolean) => {
  const onPage = vi.fn();
  render(<Pager page={page} more={more} onPage={onPage} back="Newer" forward="Older" label={`Page ${page}`} />);
  return onPage;
};

describe('Pager', () => {
  it('on the first page goes forward only while the server says more follow', () => {
    const onPage = pager(1, true);
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('on the last page goes back only', () => {
    const onPage = pager(3, false);
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
