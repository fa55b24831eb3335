import type { BrandFile } from './brand';

// The two demo brands as brand files: seeded by the server, shown side by side in Storybook, and
// an example for a new brand's own file. Their pictures are SVG markup, kept in the settings row.
const DEMO_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#f5b82e"/><path d="M18 44V20h7v18h13v6z" fill="#1a1300"/><circle cx="44" cy="26" r="6" fill="#1a1300"/></svg>';

const LOTUS_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#0b7a75"/><path d="M32 14c6 7 8 14 0 24-8-10-6-17 0-24z" fill="#ffd9e6"/><path d="M14 30c9 0 15 4 18 12-9 1-16-3-18-12zM50 30c-9 0-15 4-18 12 9 1 16-3 18-12z" fill="#ff8fb3"/><rect x="16" y="44" width="32" height="4" rx="2" fill="#ffd9e6"/></svg>';

/** The demo brand's look and switches, as a brand file (hosts: any host not claimed by another brand). */
export const DEMO_BRAND = {
  name: 'Lobby',
  hosts: ['localhost'],
  logo: DEMO_ICON,
  icon: DEMO_ICON,
  theme: { defaultTheme: 'dark' },
  defaultLanguage: 'my',
  languages: ['my', 'en', 'cn'],
  contentFallbackLanguage: 'en',
  template: { home: 'v-new', detail: 'v-detail-new' },
  // Myanmar's kyat: amounts run to millions and are shown without decimals.
  currency: 'MMK',
  payments: {
    methods: [
      { code: 'kbzpay', kind: 'ewallet', name: 'KBZPay', minMinor: 100_000, maxMinor: 500_000_000 },
      {
        code: 'wavepay',
        kind: 'ewallet',
        name: 'WavePay',
        minMinor: 100_000,
        maxMinor: 500_000_000,
        depositFee: { percentBps: 100, fixedMinor: 0 },
      },
      { code: 'ayapay', kind: 'qr', name: 'AYA Pay', minMinor: 100_000, maxMinor: 300_000_000 },
      {
        code: 'bank',
        kind: 'bank_transfer',
        name: 'Bank transfer',
        minMinor: 500_000,
        maxMinor: 1_000_000_000,
        payoutFee: { percentBps: 0, fixedMinor: 100_000 },
      },
    ],
    withdrawals: { dailyCount: 3, dailyMaxMinor: 300_000_000, bonusTurnover: 1 },
  },
} satisfies Omit<BrandFile, 'merchantCode'>;

/** The second demo brand's code; served at SECOND_BRAND.hosts from the same server. */
export const SECOND_BRAND_CODE = 'LOTUS';

/**
 * A deliberately different second brand: its own name and logo, a light teal palette, English
 * first with Thai and Vietnamese, the classic template, and no registration (REG3 off).
 */
export const SECOND_BRAND = {
  merchantCode: SECOND_BRAND_CODE,
  name: 'Lotus Play',
  hosts: ['brand2.localhost'],
  logo: LOTUS_ICON,
  icon: LOTUS_ICON,
  theme: {
    defaultTheme: 'light',
    light: {
      'color-bg': '#eef7f6',
      'color-surface': '#ffffff',
      'color-surface-2': '#dff0ee',
      'color-border': '#b9dcd8',
      'color-text': '#0d2624',
      'color-text-muted': '#3f5f5c',
      'color-primary': '#0b7a75',
      'color-primary-text': '#ffffff',
      'color-primary-ink': '#0a6661',
      'color-accent': '#c2185b',
    },
    dark: {
      'color-bg': '#08201f',
      'color-surface': '#0e2f2d',
      'color-surface-2': '#153d3a',
      'color-border': '#235552',
      'color-primary': '#3cc7bf',
      'color-primary-text': '#04201e',
      'color-primary-ink': '#3cc7bf',
      'color-accent': '#ff8fb3',
    },
    metrics: { 'radius-s': '2px', 'radius-m': '4px', 'radius-l': '6px' },
  },
  defaultLanguage: 'en',
  languages: ['en', 'th', 'vi'],
  // Thai content where the brand wrote it (ticker, a promotion, help); English for the rest.
  contentFallbackLanguage: 'en',
  template: { home: 'v-base', detail: 'v-detail-base' },
  flags: { mobileLogin: false, referral: false, trialMode: false, vipBenefits: false, invitePopup: false },
  disabledModules: ['REG3'],
  minimumAge: 21,
  // Thai baht, two decimals; the methods a Thai brand offers.
  currency: 'THB',
  payments: {
    methods: [
      { code: 'promptpay', kind: 'qr', name: 'PromptPay', minMinor: 10_000, maxMinor: 5_000_000 },
      {
        code: 'truemoney',
        kind: 'ewallet',
        name: 'TrueMoney Wallet',
        minMinor: 10_000,
        maxMinor: 3_000_000,
        depositFee: { percentBps: 150, fixedMinor: 0 },
      },
      {
        code: 'bank',
        kind: 'bank_transfer',
        name: 'Bank transfer',
        minMinor: 50_000,
        maxMinor: 10_000_000,
        payoutFee: { percentBps: 0, fixedMinor: 2_000 },
      },
    ],
    withdrawals: { dailyCount: 5, dailyMaxMinor: 5_000_000, bonusTurnover: 3 },
  },
  links: { service: '/m/liveChat', telegram: '', whatsapp: 'https://wa.me/6590000001', ios: '', android: '' },
} satisfies BrandFile;
