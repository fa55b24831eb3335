import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { LanguageFlag } from '../language-flag/language-flag';
import { ShellIcon } from '../shell-icon/shell-icon';
import { SideMenu, SideMenuEntries, SideMenuEntry, SideMenuHeading, SideMenuLinks } from './side-menu';

// The app gives each list and category its own picture; here the shell's icons stand in.
const lists = [
  { key: 'HOT', label: w('categories.HOT'), href: '#hot', icon: <ShellIcon name="vip" size={18} /> },
  { key: 'FAV', label: w('categories.FAV'), href: '#fav', icon: <ShellIcon name="rewardCenter" size={18} /> },
  { key: 'RECENT', label: w('categories.RECENT'), href: '#recent', icon: <ShellIcon name="bell" size={18} /> },
];
const categories = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT'].map((key) => ({
  key,
  label: w(`categories.${key}`),
  href: `#${key}`,
}));

/**
 * The side menu: a drawer from the left. Its sections are its children: `SideMenuHeading` titles,
 * `SideMenuLinks` lists of text links, `SideMenuEntries` of `SideMenuEntry` (icon entries: pages,
 * dialogs or pages elsewhere), and anything else (the app's language and theme buttons).
 */
const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  args: {
    open: true,
    onClose: () => {},
    labels: { title: w('header.menu'), close: w('shell.closeMenu') },
    children: (
      <>
        <SideMenuLinks links={lists} />
        <SideMenuHeading>{w('shell.games')}</SideMenuHeading>
        <SideMenuLinks links={categories} />
        <SideMenuHeading>{w('shell.more')}</SideMenuHeading>
        <SideMenuEntries>
          <li>
            <SideMenuEntry icon="rewardCenter" label={w('shell.rewardCenter')} href="#reward" />
          </li>
          <li>
            <SideMenuEntry icon="vip" label={w('shell.vip')} href="#vip" />
          </li>
          <li>
            <SideMenuEntry icon="invite" label={w('shell.invite')} opensDialog />
          </li>
          <li>
            <SideMenuEntry icon="service" label={w('shell.service')} opensDialog />
          </li>
          <li>
            <SideMenuEntry icon="telegram" label={w('shell.telegram')} href="https://t.me/example" external />
          </li>
        </SideMenuEntries>
        <SideMenuHeading>{w('titles.settings')}</SideMenuHeading>
        <div>
          <LanguageFlag country="MM" />
        </div>
      </>
    ),
  },
  parameters: {
    guidance: guidance({
      use: "The drawer from the left with the menu's navigation: game lists, categories, extras, settings.",
      instead: 'The four or five main pages: FooterTabs. A choice within a page: TabStrip.',
      do: [
        'Build it from SideMenuHeading, SideMenuLinks and SideMenuEntries of SideMenuEntry; pass `onNavigate` so a link closes it.',
        'Mark an entry `opensDialog` (service, invite) or `external` (Telegram) as it is.',
      ],
      dont: ["Don't put paragraphs in it: it is 300 px wide at most."],
      copy: [
        'Links (14 px) and entries (12 px) wrap within the drawer at 44 px rows or more; headings are 12 px upper-cased for Latin: Burmese has no capitals, keep them short.',
      ],
      access: [
        "A Modal from the left with a nav named by `labels.title`: focus moves in and back; the router's link marks the current page (aria-current).",
      ],
    }),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as a visitor sees it. */
export const Open: Story = {};
/** A link under the pointer, as the toolbar's pseudo-states show it on any story. */
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
