import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { Ticker } from './ticker';

const meta = {
  title: 'Feedback/Ticker',
  component: Ticker,
  args: {
    label: w('titles.notice'),
    emptyText: w('home.noAnnouncement'),
    items: ['Scheduled maintenance on Sunday 02:00-04:00', 'New JILI slots every week', 'Daily rebate up to 1%'],
  },
} satisfies Meta<typeof Ticker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {};
export const Empty: Story = { args: { items: [] } };
