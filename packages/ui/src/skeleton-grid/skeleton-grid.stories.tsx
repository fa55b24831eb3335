import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { SkeletonGrid } from './skeleton-grid';

const meta = {
  title: 'Games/SkeletonGrid',
  component: SkeletonGrid,
  args: { count: 16, label: w('app.loading') },
  parameters: {
    guidance: guidance({
      use: 'Placeholder tiles while a game list or a home section loads.',
      instead: "Nothing found or a failure: EmptyState. A banner row loading: BannerCarousel's `loading`.",
      do: [
        'Use 16 in a list (`grid`) and 8 in a home section (`row`), as the spec says, in the place of the grid they stand for.',
      ],
      dont: ['Don\'t leave it up after an error: swap it for EmptyState with `tone="error"`.'],
      copy: ["Its only words are `label` ('Loading…'), read, not shown: any length."],
      access: ['role=status named by `label`; the shimmer stops for reduced motion.'],
    }),
  },
} satisfies Meta<typeof SkeletonGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const HomeSection: Story = { args: { count: 8, layout: 'row' } };
