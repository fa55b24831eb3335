import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: 'The home announcement ticker: announcement titles scrolling right to left.',
      instead: 'An announcement that must be read: AnnouncementPopup or the notice list. A one-off message: Toast.',
      do: ['Pass the titles translated, and `emptyText` for when there is none.'],
      dont: ["Don't put whole messages or links in it: it is moving text only."],
      copy: [
        'One line that never wraps: long Burmese titles only take longer to pass; `emptyText` stands still and is cut with an ellipsis when too long.',
      ],
      access: [
        'A region named by `label`; the second copy of the text is hidden from screen readers; it stands still for reduced motion.',
      ],
    }),
  },
} satisfies Meta<typeof Ticker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {};
export const Empty: Story = { args: { items: [] } };
