import { DEMO_BRAND } from '@lobby/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { BalanceChip } from '../balance-chip/balance-chip';
import { HeaderBar, HeaderIconButton, MemberActions, NoticeBell, VisitorActions } from './header-bar';

const LOGO = `data:image/svg+xml,${encodeURIComponent(DEMO_BRAND.logo)}`;

const visitor = (
  <VisitorActions
    login={{ label: w('header.login'), href: '#login' }}
    register={{ label: w('header.register'), href: '#register' }}
  />
);

/**
 * The app's top bar. The account end is a slot: `VisitorActions` for a visitor; for a member a
 * `MemberActions` row of `NoticeBell`, `BalanceChip` and a logout `HeaderIconButton`. Links render
 * through `link` (the app passes its router's link; here plain anchors).
 *
 * ```tsx
 * <HeaderBar labels={{ menu, home, back }} onMenu={openMenu} view={{ kind: 'home', href: '/home', logo, name }}>
 *   <VisitorActions login={{ label, href: '/login' }} register={{ label, href: '/register' }} />
 * </HeaderBar>
 * ```
 */
const meta = {
  title: 'Shell/HeaderBar',
  component: HeaderBar,
  args: {
    labels: { menu: w('shell.openMenu'), home: w('header.home'), back: w('header.back') },
    onMenu: () => {},
    view: { kind: 'home', href: '#home', logo: LOGO, name: DEMO_BRAND.name },
  },
  parameters: {
    layout: 'fullscreen',
    guidance: guidance({
      use: "The app's top bar on every screen: menu, the brand's logo on home or back and the screen's title elsewhere, and the account end.",
      instead: "A heading inside a page's content: a heading element. A dialog's title: Modal's `title`.",
      do: [
        'Put VisitorActions, or MemberActions with NoticeBell, BalanceChip and a logout HeaderIconButton, in `children`; pass the router link as `link`.',
        "On home, pass `logo` and `name` when the brand settings arrive: until then the logo's place is kept.",
      ],
      dont: ["Don't shorten a screen's title for the header: it fits the title itself."],
      copy: [
        "A title is never cut: one line, then 14 px, 13 px, two lines, then a row of its own under the buttons, so long Burmese titles ('လုံခြုံရေး စင်တာ') fit.",
        'Log in and register are one-line buttons (12 px, nowrap): one or two Burmese words each; under 380 px, inner pages drop register and free play.',
      ],
      access: [
        "Icon buttons are named by `labels` (menu, back) or their `label`; the logo link reads 'brand, home'; the bell adds the unread count to its name.",
      ],
    }),
  },
  decorators: [(Story) => <div style={{ margin: -16 }}>{Story()}</div>],
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on home: log in and register. */
export const Visitor: Story = { args: { children: visitor } };

/** A visitor where the brand has trial mode: the free-play button comes first. */
export const VisitorWithFreePlay: Story = {
  args: {
    children: (
      <VisitorActions
        freePlay={<HeaderIconButton icon="freePlay" size={20} label={w('account.freePlay')} />}
        login={{ label: w('header.login'), href: '#login' }}
        register={{ label: w('header.register'), href: '#register' }}
      />
    ),
  },
};

const memberEnd = (name: string, badge: string | null) => (
  <MemberActions>
    <NoticeBell label={w('titles.notice')} badge={badge} href="#notice" />
    <BalanceChip
      name={name}
      amount="1,250.00"
      mask="****"
      hidden={false}
      refreshing={false}
      labels={{
        hide: w('balance.hide'),
        show: w('balance.show'),
        refresh: w('balance.refresh'),
        deposit: w('balance.deposit'),
      }}
      onToggleHidden={() => {}}
      onRefresh={() => {}}
      depositHref="#deposit"
    />
    <HeaderIconButton icon="logout" label={w('account.logout')} bare />
  </MemberActions>
);

/** A member: the bell with unread notices, the name over the balance, logout. */
export const Member: Story = { args: { children: memberEnd('thura.mg', '3') } };

/** A free-play (trial) account: a member's end with the trial name and nothing unread. */
export const Trial: Story = { args: { children: memberEnd('guest_58213', null) } };

/** Any other screen: back arrow and the screen's title. */
export const Page: Story = {
  args: { view: { kind: 'page', title: w('titles.vipBenefits'), onBack: () => {} }, children: visitor },
};

/**
 * A member's inner page: the title fits beside the bell, balance and logout, smaller or on two
 * lines, else on a row of its own under them (narrow the canvas to see it move there).
 */
export const MemberPage: Story = {
  args: { view: { kind: 'page', title: w('titles.security'), onBack: () => {} }, children: memberEnd('thura.mg', '3') },
};

/** While the brand settings load: the logo's space is kept. */
export const LoadingBrand: Story = { args: { view: { kind: 'home', href: '#home' }, children: visitor } };
