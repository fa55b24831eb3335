import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { GameTile, type GameTileLabels } from './game-tile';
import { sampleGame } from './game-tile.fixtures';

/** The tile's words from the dictionaries. */
const labels: GameTileLabels = {
  hot: w('game.hot'),
  new: w('game.new'),
  favourite: w('game.favourite'),
  unfavourite: w('game.unfavourite'),
};

const LONG_NAME = 'Super Ace Deluxe Mega Fortune Extra Long Title';

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  args: { game: sampleGame, labels, onPlay: () => {} },
  decorators: [
    (Story) => (
      <div style={{ width: 108 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: guidance({
      use: 'A game in a grid or a home row: icon, name, vendor, hot and new badges, favourite star.',
      instead: 'A vendor: VendorLogo. Games still loading: SkeletonGrid. A long list: tiles inside VirtualGrid.',
      do: [
        "Set `priority` on the first visible tiles only, and `size` to the icon's edge in px (no layout shift).",
        'Pass `favourite` for members only; lottery types hide the star whatever is passed.',
      ],
      dont: [
        "Don't shorten game names yourself: the tile cuts them with an ellipsis and a long press shows them whole.",
      ],
      copy: [
        'Name (12 px) and vendor (11 px) are one line each, cut with an ellipsis; holding the tile (370 ms) shows both whole.',
        "Badges are 10 px: one word each ('ရေပန်းစား', 'အသစ်'); use `labels.vendor` to name the in-house vendor in the language shown.",
      ],
      access: [
        'The tile is one button named by name and vendor; the star is a toggle (aria-pressed) named by `labels.favourite`/`unfavourite`.',
      ],
    }),
  },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hot: Story = {};
export const New: Story = { args: { game: { ...sampleGame, isHot: false, isNew: true } } };
export const Favourite: Story = { args: { favourite: { active: true, onToggle: () => {} } } };
export const NotFavourite: Story = { args: { favourite: { active: false, onToggle: () => {} } } };
export const LotteryHasNoStar: Story = {
  args: {
    game: { ...sampleGame, gameType: 'LOTT', gameName: 'Vietnam Lotto' },
    labels,
    favourite: { active: false, onToggle: () => {} },
  },
};
/** Our own games: the vendor is named in words of the language shown, not the catalogue's "In-house". */
export const InHouseVendor: Story = {
  args: {
    game: { ...sampleGame, gameName: 'Hi-Lo', displayName: 'In-house' },
    labels: { ...labels, vendor: w('game.inHouseVendor') },
  },
};
export const BrokenIconFallsBack: Story = { args: { game: { ...sampleGame, iconUrl: '/missing.png' } } };
export const LongName: Story = {
  args: { game: { ...sampleGame, gameName: LONG_NAME }, labels: labels },
};
/** Hold the tile (370 ms) to read the whole name and vendor above it; releasing does not play. */
export const LongPressPeek: Story = {
  args: { game: { ...sampleGame, gameName: LONG_NAME }, labels: labels },
  decorators: [
    (Story) => (
      <div style={{ marginTop: 96 }}>
        <Story />
      </div>
    ),
  ],
};
/** Its keyboard focus ring, as the toolbar's pseudo-states show it on any story. */
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };
