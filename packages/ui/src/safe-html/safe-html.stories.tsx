import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'Content/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Slots of <b>PG Soft</b> pause on Tuesday from 02:00 to 04:00.</p><ul><li>Turnover 10×</li><li>Valid 30 days</li></ul>',
  },
  parameters: {
    guidance: guidance({
      use: "The operator's HTML on a page: announcements, promotions, help, inbox messages.",
      instead: 'Our own words: JSX. Never dangerouslySetInnerHTML for operator text.',
      do: [
        "Pass the HTML as it comes: the browser's own sanitizer (DOMPurify where there is none) removes scripts, forms, frames and inline styles here.",
        'Expect links to other pages to open in a new tab (noopener), and ids to be prefixed (user-content-).',
      ],
      dont: ["Don't render it on the server expecting content: without a DOM it writes nothing."],
      copy: [
        'Line height 1.6 leaves room for Burmese stacked glyphs; long words and addresses wrap anywhere; pictures that fail are hidden.',
      ],
      access: ["Headings and lists come from the operator's markup: ask for real headings and lists, not bold lines."],
    }),
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announcement: Story = {};
/** What a hostile operator text becomes: the script, the handler, the form and the frame are gone, the ids prefixed. */
export const Hostile: Story = {
  args: {
    html:
      '<p onclick="alert(1)" id="root">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">link</a>' +
      '<a href="data:text/html,x">data</a><form><input name="q"></form><iframe src="/m/home"></iframe>' +
      '<svg><circle r="1"/></svg><p style="position:fixed">styled</p><a href="#rules">rules</a>',
  },
};
