import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { GridRows } from './grid-rows';

const numbers = Array.from({ length: 60 }, (_, i) => i + 1);

const meta = {
  title: 'Layout/VirtualGrid/GridRows',
  component: GridRows<number>,
  args: {
    items: numbers,
    getKey: (n: number) => n,
    renderItem: (n: number) => (
      <div style={{ padding: 'var(--space-3)', background: 'var(--color-surface-2)' }}>{n}</div>
    ),
    columns: 3,
    start: 0,
    end: 20,
    rowHeight: 48,
    'aria-label': 'Numbers',
  },
  parameters: {
    guidance: guidance({
      use: 'Inside VirtualGrid only: the list markup, the same windowed or whole.',
      instead: 'In a screen, VirtualGrid.',
      do: ["Keep `columns` as the grid's own (it sets --columns) and `rowHeight` the real pitch of a row."],
      dont: ["Don't give rows different heights: padding of `rowHeight` a row stands in for the rows left out."],
      copy: ['No words of its own; `aria-label` names the list.'],
      access: ["Items keep aria-setsize and aria-posinset, so '12 of 1,200' is read while most are left out."],
    }),
  },
} satisfies Meta<typeof GridRows<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every row of a short list. */
export const Whole: Story = {};

/** Rows 5 to 9 only: padding above and below stands in for the rows left out. */
export const AWindow: Story = { args: { start: 5, end: 10 } };
