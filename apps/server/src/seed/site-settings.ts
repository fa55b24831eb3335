import type { SiteSettings } from '@lobby/contract';

export type StoredSettings = Omit<SiteSettings, 'location' | 'maintenance' | 'regionRestriction'>;

/** The demo brand's settings. Location and system status come from the request and config. */
export function demoSettings(merchantCode: string): StoredSettings {
  return {
    merchantCode,
    siteName: 'Lobby',
    mainDomain: 'localhost',
    imageCDNs: [''],
    vendorIconCDN: '/static/icons/vendor',
    languages: ['my', 'en', 'cn'],
    defaultLanguage: 'my',
    mobileTemplate: {
      app_desc: 'Install the app for faster games',
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
      trialMode: true,
    },
    customerService: [],
    domainRoute: ['localhost'],
    paths: {},
    resources: {},
    minimumAge: 18,
  };
}
