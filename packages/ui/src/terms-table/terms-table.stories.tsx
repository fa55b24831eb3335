import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: "A contract's tiers or a rate list (agents): a small table that fits a phone.",
      instead: 'Long record lists: a list page. Details as name and value: a description list.',
      do: [
        'Pass cells formatted (grouped amounts, ‰ or % rates) and `highlightRow` for the tier reached.',
        'Keep to about three columns: numbers are right-aligned, the first column left.',
      ],
      dont: ["Don't render an empty table: pass `emptyText`, which shows instead."],
      copy: [
        "Headers are 12 px and wrap: 'အဖွဲ့ လောင်းကြေး အနည်းဆုံး' takes two or three lines, so keep headers short and cells numeric.",
      ],
      access: ['A real table with a caption and column headers; the highlighted row has aria-current.'],
    }),
  },
} satisfies Meta<typeof TermsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Reached: Story = { args: { highlightRow: 1 } };
export const Empty: Story = { args: { rows: [] } };
