import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from './modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Choose a language',
    closeLabel: 'Close',
    onClose: () => {},
    children: <p>Dialog content goes here.</p>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = {};
export const BottomSheet: Story = { args: { placement: 'bottom', title: 'Customer service' } };
export const SideDrawer: Story = {
  args: {
    placement: 'left',
    title: 'Menu',
    children: (
      <ul>
        <li>Popular</li>
        <li>Slots</li>
        <li>Live casino</li>
      </ul>
    ),
  },
};
/** A step the user must finish, such as a forced password change. */
export const NotDismissible: Story = { args: { dismissible: false, title: 'Change password' } };
export const Closed: Story = { args: { open: false } };

/** The same, in the light theme. */
export const Light: Story = { globals: { theme: 'light' } };
