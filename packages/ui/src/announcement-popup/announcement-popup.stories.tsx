import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { AnnouncementPopup } from './announcement-popup';

const meta = {
  title: 'Content/AnnouncementPopup',
  component: AnnouncementPopup,
  args: {
    items: [
      {
        id: '1',
        title: 'Weekend football cashback',
        content: '<p>Lost a football bet this weekend? Get <b>5%</b> back on Monday.</p>',
        date: '2026/11/22',
      },
      {
        id: '2',
        title: 'New here? Try free play',
        content: '<p>Every game can be tried with a free-play account before you register.</p>',
        date: '2026/11/20',
      },
    ],
    labels: { title: w('notices.popupTitle'), close: w('shell.close'), hideToday: w('notices.hideToday') },
    onClose: () => {},
    onHideToday: () => {},
  },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {};
export const Accordion: Story = { args: { variant: 'accordion' } };
