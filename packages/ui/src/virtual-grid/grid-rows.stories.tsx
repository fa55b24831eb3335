import type { Meta, StoryObj } from '@storybook/react-vite';
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
} satisfies Meta<typeof GridRows<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every row of a short list. */
export const Whole: Story = {};

/** Rows 5 to 9 only: padding above and below stands in for the rows left out. */
export const AWindow: Story = { args: { start: 5, end: 10 } };
