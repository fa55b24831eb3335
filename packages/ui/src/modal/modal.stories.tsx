import type { Meta, StoryObj } from '@storybook/react-vite';
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
