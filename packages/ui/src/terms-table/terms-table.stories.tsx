import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsTable } from './terms-table';

const meta = {
  title: 'Lobby/TermsTable',
  component: TermsTable,
  args: {
    caption: 'Daily salary',
    columns: ['Team bets from', 'Active players', 'Rate'],
    rows: [
      ['0.00', '1', '5‰'],
      ['1,000.00', '3', '8‰'],
      ['5,000.00', '5', '12‰'],
    ],
    emptyText: 'No terms yet.',
  },
} satisfies Meta<typeof TermsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Reached: Story = { args: { highlightRow: 1 } };
export const Empty: Story = { args: { rows: [] } };
export const Light: Story = { globals: { theme: 'light' } };
