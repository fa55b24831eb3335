import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { SkeletonGrid } from './skeleton-grid';

const meta = {
  title: 'Games/SkeletonGrid',
  component: SkeletonGrid,
  args: { count: 16, label: w('app.loading') },
} satisfies Meta<typeof SkeletonGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const HomeSection: Story = { args: { count: 8, layout: 'row' } };
