import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: 'Inside VirtualGrid only: the windowing (@tanstack/react-virtual), loaded with the first long list.',
      instead: 'In a screen, VirtualGrid: it renders short lists whole and loads this only beyond 60 items.',
      do: ['Give `estimatedRowHeight` close to a real row: it measures the first row after rendering.'],
      dont: ["Don't import it in a screen: it brings the virtualizer into the first page."],
      copy: ['No words of its own: `aria-label` names the list.'],
      access: ['The same list markup as GridRows (aria-setsize, aria-posinset).'],
    }),
  },
} satisfies Meta<typeof WindowedGrid<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thousand tiles: scroll the window, only the rows near it are in the page. */
export const AThousandTiles: Story = {};
