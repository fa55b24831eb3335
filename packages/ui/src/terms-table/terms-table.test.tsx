import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsTable } from './terms-table';

describe('TermsTable', () => {
  it('shows one row per tier under its column headings, the reached one marked', () => {
    render(
      <TermsTable
        caption="Daily salary"
        columns={['From', 'Rate']}
        rows={[
          ['0.00', '5‰'],
          ['1,000.00', '8‰'],
        ]}
        emptyText="None"
        highlightRow={1}
      />,
    );
    expect(screen.getByRole('table', { name: 'Daily salary' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['From', 'Rate']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['0.005‰', '1,000.008‰']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('says so when there is no row', () => {
    render(<TermsTable caption="Daily salary" columns={['From']} rows={[]} emptyText="None" />);
    expect(screen.getByText('None')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
