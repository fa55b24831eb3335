import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: "Choosing files (images for a promotion application) in the lobby's words and look, not the browser's 'Choose Files / No file chosen'.",
      instead: 'Text or numbers: TextField. A choice among options: a select.',
      do: [
        "Set `chosen` after each pick in words ('2 of 3 images chosen'); check size and count in `onChoose`, which gets the files as picked.",
        "Pass `invalid` with `describedBy` (the error's id) together.",
      ],
      dont: ["Don't rely on `accept` to validate: it only filters the system's picker."],
      copy: [
        "The button and the chosen text share a row that wraps: a long 'chosen' goes under the button and wraps anywhere ('ပုံ 3 ပုံအနက် 2 ပုံ ရွေးထားသည်').",
      ],
      access: [
        'The real file input stays focusable (hidden from sight): named by `label` and `choose`, described by `chosen`, which is polite-live.',
      ],
    }),
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const SomeChosen: Story = { args: { chosen: w('promotions.imagesChosen', { count: 2, max: 3 }) } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true } };
