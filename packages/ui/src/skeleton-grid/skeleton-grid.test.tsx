import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonGrid } from './skeleton-grid';

describe('SkeletonGrid', () => {
  it.each([16, 8])('shows %i placeholders as one status', (count) => {
    render(<SkeletonGrid count={count} label="Loading" />);
    const grid = screen.getByRole('status', { name: 'Loading' });
    expect(grid.children).toHaveLength(count);
  });

  it('lays the home section out as one row', () => {
    render(<SkeletonGrid count={8} label="Loading" layout="row" />);
    const row = screen.getByRole('status', { name: 'Loading' });
    expect(row.className).toMatch(/row/);
    expect(row.children).toHaveLength(8);
  });
});
