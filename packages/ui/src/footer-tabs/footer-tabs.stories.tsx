import type { Meta, StoryObj } from '@storybook/react-vite';
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
} satisfies Meta<typeof FooterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home is the current page. */
export const OnHome: Story = {};

/** Another page: no tab is highlighted. */
export const Elsewhere: Story = { args: { tabs: TABS.map((tab) => ({ ...tab, active: false })) } };

/** A brand without fund transfers (FUNDTRANS3 off): four tabs. */
export const WithoutDeposit: Story = { args: { tabs: TABS.filter((tab) => tab.key !== 'deposit') } };
