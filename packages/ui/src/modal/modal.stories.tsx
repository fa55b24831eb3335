import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { Modal } from './modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Choose a language',
    closeLabel: w('shell.close'),
    onClose: () => {},
    children: <p>Dialog content goes here.</p>,
  },
  parameters: {
    guidance: guidance({
      use: 'A dialog over the page on the native <dialog>: centred dialogs, bottom sheets (search, date range) and the left drawer (side menu).',
      instead: 'A yes/no question: ConfirmDialog. A passing message: Toast. The side menu: SideMenu.',
      do: [
        'Keep `open` in the parent and close it in `onClose`: the ×, Escape and a backdrop tap all call it.',
        'Set `dismissible={false}` only for a step that must be finished (reality check, contract prompt).',
      ],
      dont: ["Don't leave out `title` for a dialog that shows none: set `hideTitle`, it still names the dialog."],
      copy: [
        'The title is 16 px and wraps beside the 36 px ×; content scrolls inside the panel (420 px wide at most in the centre, 300 px on the left).',
      ],
      access: [
        'The page behind is inert and Tab stays inside; focus moves to the dialog on open and back where it was on close; the × is named by `closeLabel`.',
      ],
    }),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = {};
export const BottomSheet: Story = { args: { placement: 'bottom', title: w('shell.service') } };
export const SideDrawer: Story = {
  args: {
    placement: 'left',
    title: w('header.menu'),
    children: (
      <ul>
        <li>{w('categories.HOT')}</li>
        <li>{w('categories.RNG')}</li>
        <li>{w('categories.LIVE')}</li>
      </ul>
    ),
  },
};
/** A step the user must finish, such as a forced password change. */
export const NotDismissible: Story = { args: { dismissible: false, title: w('titles.changePassword') } };
export const Closed: Story = { args: { open: false } };
