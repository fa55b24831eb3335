import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { FilePicker } from './file-picker';

const meta = {
  title: 'Inputs/FilePicker',
  component: FilePicker,
  args: {
    label: w('promotions.images'),
    choose: w('promotions.chooseImages'),
    chosen: w('promotions.noImage'),
    accept: 'image/png,image/jpeg',
    multiple: true,
    onChoose: () => {},
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const SomeChosen: Story = { args: { chosen: w('promotions.imagesChosen', { count: 2, max: 3 }) } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true } };
