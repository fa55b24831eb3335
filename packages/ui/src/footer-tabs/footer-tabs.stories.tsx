import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { FooterTabs, type FooterTab } from './footer-tabs';

const TABS: FooterTab[] = [
  { key: 'home', label: w('nav.home'), icon: 'home', href: '#home', active: true },
  { key: 'promotion', label: w('nav.promotion'), icon: 'promotion', href: '#activity' },
  { key: 'deposit', label: w('nav.deposit'), icon: 'deposit', href: '#deposit' },
  { key: 'service', label: w('nav.service'), icon: 'service', onClick: () => {} },
  { key: 'profile', label: w('nav.profile'), icon: 'profile', href: '#profile' },
];

/**
 * The app's bottom tabs, fixed to the bottom of the screen. A tab with `href` is a link (the current
 * page's is `active`); one without is a button that opens a dialog (customer service).
 *
 * ```tsx
 * <FooterTabs label={t('header.menu')} tabs={[{ key: 'home', label, icon: 'home', href: '/home', active }]} link={RouterLink} />
 * ```
 */
const meta = {
  title: 'Shell/FooterTabs',
  component: FooterTabs,
  args: { label: w('header.menu'), tabs: TABS },
  parameters: {
    guidance: guidance({
      use: "The app's bottom navigation, fixed to the bottom: four or five main pages (home, promotion, deposit, service, profile).",
      instead: 'Choices within a page: TabStrip. More places to go: SideMenu.',
      do: [
        "Mark the current page's tab `active`; a tab without `href` is a button that opens a dialog (customer service): give it `onClick`.",
        "Pass the app's router link as `link`.",
      ],
      dont: ["Don't add a sixth tab: each is a fifth of the width with an 11 px label."],
      copy: [
        "Labels are 11 px under the icon, about 78 px wide on a phone: keep each to one short word ('ပင်မ', 'ငွေသွင်း'); two lines are all the 58 px bar holds.",
      ],
      access: [
        'A nav named by `label`; the active tab has aria-current=page; the dialog tab says it opens a dialog (aria-haspopup).',
      ],
    }),
  },
} satisfies Meta<typeof FooterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home is the current page. */
export const OnHome: Story = {};

/** Another page: no tab is highlighted. */
export const Elsewhere: Story = { args: { tabs: TABS.map((tab) => ({ ...tab, active: false })) } };

/** A brand without fund transfers (FUNDTRANS3 off): four tabs. */
export const WithoutDeposit: Story = { args: { tabs: TABS.filter((tab) => tab.key !== 'deposit') } };
