import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { TermsTable } from './terms-table';

const meta = {
  title: 'Lobby/TermsTable',
  component: TermsTable,
  args: {
    caption: w('contracts.kinds.dailySalary'),
    columns: [w('contracts.bets'), w('contracts.players'), w('contracts.rate')],
    rows: [
      ['0.00', '1', '5‰'],
      ['1,000.00', '3', '8‰'],
      ['5,000.00', '5', '12‰'],
    ],
    emptyText: w('contracts.historyEmpty'),
  },
} satisfies Meta<typeof TermsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Reached: Story = { args: { highlightRow: 1 } };
export const Empty: Story = { args: { rows: [] } };
