import {
  brandPaymentsSchema,
  brandThemeSchema,
  DEMO_BRAND,
  type GameCategory,
  type VendorMapping,
  type VendorSorting,
} from '@lobby/contract';
import { CATEGORY_QUERY, PATHS } from '@lobby/contract/constants';
import { brandFilePath } from '@lobby/domain';
import type { StoredSettings } from '../db/schema';
import { DEMO_COUNTRIES, demoRegistrationSettings } from './registration-settings';
import { VENDOR_SEEDS } from './vendors';

/** The demo brand's settings. Location and system status come from the request and config. */
export function demoSettings(merchantCode: string): StoredSettings {
  return {
    merchantCode,
    siteName: DEMO_BRAND.name,
    logo: DEMO_BRAND.logo,
    icon: DEMO_BRAND.icon,
    theme: brandThemeSchema.parse(DEMO_BRAND.theme),
    mainDomain: 'localhost',
    imageCDNs: [''],
    vendorIconCDN: '/static/icons/vendor',
    languages: ['my', 'en', 'cn'],
    defaultLanguage: 'my',
    contentFallbackLanguage: DEMO_BRAND.contentFallbackLanguage,
    mobileTemplate: {
      // In the brand's default language (Burmese): 'Install the app for faster games'.
      app_desc: 'ပိုမြန်သော ဂိမ်းများအတွက် အက်ပ်ကို ထည့်သွင်းပါ',
      app_desc_font_color: '#ffffff',
      mem_cen: '1',
      dep_func: '1',
      newTemplate: true,
      newDetailTemplate: true,
    },
    whitelabel: {
      CBS3: true,
      REWCEN3: true,
      vipBenefits: true,
      referral: true,
      mobileLogin: true,
      socialLogin: false,
      firebaseSms: false,
      smsHumanCheck: false,
      trialMode: true,
    },
    customerService: [
      { title: 'CS', path: '/m/liveChat', type: 3 },
      { title: 'whatsapp', path: 'https://wa.me/6590000000', type: 3 },
    ],
    domainRoute: ['localhost'],
    paths: {},
    resources: {},
    minimumAge: 18,
    currency: DEMO_BRAND.currency,
    payments: brandPaymentsSchema.parse(DEMO_BRAND.payments),
    // Demo store addresses: the pages link to them, nothing here fetches them.
    downloadLinks: {
      ios: 'https://apps.apple.com/app/lobby-demo/id6400000000',
      android: 'https://play.google.com/store/apps/details?id=com.lobby.demo',
      mobileconfig: `${PATHS.webClipProfile}?merchantCode=${merchantCode}`,
      appDownloadIcon: brandFilePath(merchantCode, 'icon-192.png'),
    },
    invitePopup: true,
    disabledModules: [],
    affiliateLinks: { telegram: 'https://t.me/lobby_demo', whatsapp: '' },
    vendorSorting: DEMO_VENDOR_SORTING,
    vendorMapping: demoVendorMapping(),
    menuCategories: DEMO_MENU_CATEGORIES,
    registration: demoRegistrationSettings(),
    countries: DEMO_COUNTRIES,
  };
}

/** Vendor order per category; every code has games of the category's type in VENDOR_SEEDS. */
export const DEMO_VENDOR_SORTING: VendorSorting = [
  { gameCategory: 'RNG', vendorNames: ['JL', 'PG', 'PP', 'FC', 'JDB', 'CQ9', 'BGS'] },
  { gameCategory: 'FISH', vendorNames: ['JL', 'FC', 'JDB'] },
  { gameCategory: 'LIVE', vendorNames: ['EVO', 'SEXY', 'PP'] },
  { gameCategory: 'PVP', vendorNames: ['KM', 'V8', 'JL'] },
  { gameCategory: 'SPORTS', vendorNames: ['SBO', 'SABA'] },
  { gameCategory: 'ESPORTS', vendorNames: ['AV', 'AI', 'IMES', 'TF', 'IA'] },
  { gameCategory: 'COCKFIGHT', vendorNames: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] },
  { gameCategory: 'LOTT', vendorNames: ['TCG_LOTTO_VN', 'TCG_SEA'] },
  { gameCategory: 'ELOTT', vendorNames: ['TCG'] },
  { gameCategory: 'JILI', vendorNames: ['JL'] },
  { gameCategory: 'BINGO', vendorNames: ['KM', 'JL'] },
];

export const DEMO_MENU_CATEGORIES: GameCategory[] = [
  'HOME',
  'HOT',
  'JILI',
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'BINGO',
  'LOTT',
  'ELOTT',
  'FAV',
  'RECENT',
];

/**
 * The vendors shown under each category: those of the sorting list, plus the Vietnam lotto
 * under ELOTT, which puts the brand in the Elott prize mode (spec section 4).
 */
function demoVendorMapping(): VendorMapping {
  const mapping: VendorMapping = {};
  for (const { gameCategory, vendorNames } of DEMO_VENDOR_SORTING) {
    const { gameType } = CATEGORY_QUERY[gameCategory];
    mapping[gameCategory] = vendorNames.map((code) => ({
      vassalage: code,
      displayName: VENDOR_SEEDS.find((v) => v.code === code)?.displayName ?? code,
      gameType,
    }));
  }
  mapping.ELOTT = [
    ...(mapping.ELOTT ?? []),
    { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lotto', gameType: 'LOTT' },
  ];
  return mapping;
}
