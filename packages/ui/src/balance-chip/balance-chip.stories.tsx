import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: "The member's name and balance in the header (inside MemberActions): tap to hide as asterisks, refresh, and the deposit shortcut.",
      instead:
        'A balance inside a page (wallet, transfer): plain text formatted with the money helpers. A deposit call to action in a page: a button or link.',
      do: [
        "Pass `amount` formatted (formatMinor with moneyLocale: Latin digits and the language's grouping) and `null` while unknown: the mask shows instead.",
        'Leave out `depositHref` when the brand has no fund transfers (FUNDTRANS3 off): the + button goes.',
      ],
      dont: [
        "Don't add the currency name to `amount`: the chip is 96 px wide at most and cuts the amount with an ellipsis.",
        "Don't keep `refreshing` on after the request ends: it masks the amount and disables refresh.",
      ],
      copy: [
        "Name (11 px) and amount (13 px) are one line each, cut with an ellipsis: '1,234,567.89' fits, a long username is cut.",
        "`labels` are read, never shown (visually hidden), so long Burmese such as 'လက်ကျန်ငွေ ဖျောက်ရန်' is fine.",
      ],
      access: [
        "The amount is a toggle button (aria-pressed) named '<hide or show>: name amount'; the amount is polite-live, so a refreshed balance is read out; refresh and deposit are named by `labels`.",
      ],
    }),
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
