import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'Content/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Slots of <b>PG Soft</b> pause on Tuesday from 02:00 to 04:00.</p><ul><li>Turnover 10×</li><li>Valid 30 days</li></ul>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announcement: Story = {};
/** What a hostile operator text becomes: the script and the handler are gone. */
export const Hostile: Story = {
  args: { html: '<p onclick="alert(1)">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">link</a>' },
};
