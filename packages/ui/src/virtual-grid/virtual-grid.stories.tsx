import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { VirtualGrid } from './virtual-grid';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

function Tile({ n }: { n: number }) {
  return (
    <div
      style={{
        display: 'grid',
        aspectRatio: '1',
        placeItems: 'center',
        borderRadius: 'var(--radius-m)',
        background: 'var(--color-surface-2)',
        color: 'var(--color-text-muted)',
        fontSize: 'var(--font-size-m)',
      }}
    >
      {n}
    </div>
  );
}

/** The list sits in the page flow under a sticky header, with content below: the window scrolls. */
function Page({ children }: { children: ReactNode }) {
  const bar = { padding: 'var(--space-3)', background: 'var(--color-surface)' };
  return (
    <>
      <header style={{ ...bar, position: 'sticky', top: 0, zIndex: 1, height: 'var(--header-height)' }}>Lobby</header>
      <p>Content above the list</p>
      {children}
      <footer style={{ ...bar, marginTop: 'var(--space-4)' }}>Content below the list</footer>
    </>
  );
}

const meta = {
  title: 'Lists/VirtualGrid',
  component: VirtualGrid<number>,
  args: {
    items: numbers(1200),
    getKey: (n) => n,
    renderItem: (n) => <Tile n={n} />,
    'aria-label': w('shell.games'),
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
  parameters: {
    guidance: guidance({
      use: "A long grid of tiles (game lists) in the page's own scroll: only the rows near the viewport are rendered.",
      instead:
        'A home row: a short list of GameTiles. While loading: SkeletonGrid. No items: EmptyState (it renders nothing).',
      do: ['Set `columns` here, not in CSS, and a stable `getKey`; up to 60 items it renders them all by itself.'],
      dont: ["Don't put it in a scrolling box of its own: it follows the window's scroll."],
      copy: ["No words of its own: name the list with `aria-label` ('Games')."],
      access: ['Items keep aria-setsize and aria-posinset, so screen readers hear the whole count.'],
    }),
  },
} satisfies Meta<typeof VirtualGrid<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,200 tiles; scroll the page and only the rows near the viewport stay in the DOM. */
export const Filled: Story = {};
export const FewItems: Story = { args: { items: numbers(10) } };
/** Renders nothing: the caller shows EmptyState instead. */
export const Empty: Story = { args: { items: [] } };
