import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: "The operator's popup announcements when the lobby opens, with a close button and 'hide for today': `menu` (titles beside the chosen one's content) on the new template, `accordion` (with start dates) on the base one.",
      instead:
        'A question with a choice: ConfirmDialog. A passing message: Toast. Notices the member opens: the notice list page with SafeHtml.',
      do: [
        "Pass `content` as the operator's HTML, untouched: it is sanitised inside (SafeHtml); pass `date` already formatted (YYYY/MM/DD).",
        "Handle `onHideToday` apart from `onClose`: the app remembers 'hide for today', a close does not.",
      ],
      dont: [
        "Don't put more than a handful of items in `menu`: the title column is a third of the popup (88 px at least) and scrolls; use `accordion` for long lists.",
      ],
      copy: [
        'Menu titles are 12 px and wrap anywhere in their narrow column: keep Burmese titles to two lines (about 20 characters); the pane shows the whole title again.',
        "The two buttons share the row equally and wrap: 'ယနေ့ ထပ်မပြပါနှင့်' takes two lines; keep `hideToday` to a short phrase.",
      ],
      access: [
        'It is a Modal named by `labels.title`: focus moves in on open and back on close. Titles are tabs of a vertical tab list (reached with Tab), the pane is their tab panel.',
      ],
    }),
  },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {};
export const Accordion: Story = { args: { variant: 'accordion' } };
