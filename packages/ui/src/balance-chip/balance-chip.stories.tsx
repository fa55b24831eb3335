import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { BalanceChip } from './balance-chip';

const meta = {
  title: 'Wallet/BalanceChip',
  component: BalanceChip,
  args: {
    name: 'demo01',
    amount: '1,234.56',
    mask: '****',
    hidden: false,
    refreshing: false,
    labels: {
      hide: w('balance.hide'),
      show: w('balance.show'),
      refresh: w('balance.refresh'),
      deposit: w('balance.deposit'),
    },
    onToggleHidden: () => {},
    onRefresh: () => {},
    depositHref: '/m/voucherCenter',
  },
} satisfies Meta<typeof BalanceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Hidden: Story = { args: { hidden: true } };
/** Refreshing shows the asterisks too (spec section 4). */
export const Refreshing: Story = { args: { refreshing: true } };
/** Before the first answer, or when the balance could not be read. */
export const Loading: Story = { args: { amount: null } };
/** A brand without fund transfers (FUNDTRANS3 off): no deposit button. */
export const WithoutDeposit: Story = { args: { depositHref: undefined } };
