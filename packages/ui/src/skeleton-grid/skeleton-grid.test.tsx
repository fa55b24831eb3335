import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonGrid } from './skeleton-grid';

describe('SkeletonGrid', () => {
  it.each([16, 8])('shows %i placeholders as one status', (count) => {
    render(<SkeletonGrid count={count} label="Loading" />);
    const grid = screen.getByRole('status', { name: 'Loading' });
    expect(grid.children).toHaveLength(count);
  });
});
