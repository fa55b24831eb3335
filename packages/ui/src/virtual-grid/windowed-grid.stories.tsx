import type { Meta, StoryObj } from '@storybook/react-vite';
import { WindowedGrid } from './windowed-grid';

const numbers = Array.from({ length: 1000 }, (_, i) => i + 1);

const meta = {
  title: 'Layout/VirtualGrid/WindowedGrid',
  component: WindowedGrid<number>,
  args: {
    items: numbers,
    getKey: (n: number) => n,
    renderItem: (n: number) => (
      <div style={{ height: 96, display: 'grid', placeItems: 'center', background: 'var(--color-surface-2)' }}>{n}</div>
    ),
    columns: 3,
    estimatedRowHeight: 104,
    overscanRows: 2,
    'aria-label': 'Numbers',
  },
} satisfies Meta<typeof WindowedGrid<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thousand tiles: scroll the window, only the rows near it are in the page. */
export const AThousandTiles: Story = {};
