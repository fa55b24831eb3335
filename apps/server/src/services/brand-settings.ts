import { brandSchema, type Brand } from '@lobby/contract';
import type { StoredSettings } from '../db/schema';

/** A brand written over a settings row: the brand's own fields replace the row's, the rest stays. */
export function settingsOfBrand(brand: Brand, base: StoredSettings): StoredSettings {
  const { invitePopup, ...flags } = brand.flags;
  const { links } = brand;
  return {
    ...base,
    merchantCode: brand.merchantCode,
    siteName: brand.name,
    logo: brand.logo,
    icon: brand.icon,
    theme: brand.theme,
    mainDomain: brand.hosts[0] ?? base.mainDomain,
    domainRoute: brand.hosts,
    origins: brand.origins,
    imageCDNs: brand.imageCDNs,
    defaultLanguage: brand.defaultLanguage,
    languages: brand.languages,
    contentFallbackLanguage: brand.contentFallbackLanguage,
    mobileTemplate: {
      ...base.mobileTemplate,
      newTemplate: brand.template.home === 'v-new',
      newDetailTemplate: brand.template.detail === 'v-detail-new',
    },
    whitelabel: { ...base.whitelabel, ...flags },
    invitePopup: invitePopup ?? base.invitePopup,
    disabledModules: brand.disabledModules,
    minimumAge: brand.minimumAge,
    currency: brand.currency,
    payments: brand.payments,
    customerService: links.service ? [{ title: 'CS', path: links.service, type: 3 }] : [],
    affiliateLinks: { telegram: links.telegram, whatsapp: links.whatsapp },
    downloadLinks: { ...base.downloadLinks, ios: links.ios, android: links.android },
  };
}

/** The brand a settings row describes, as its operator would write it. */
export function brandOfSettings(settings: StoredSettings): Brand {
  return brandSchema.parse({
    merchantCode: settings.merchantCode,
    name: settings.siteName,
    hosts: settings.domainRoute,
    origins: settings.origins ?? [],
    logo: settings.logo,
    icon: settings.icon,
    theme: settings.theme,
    defaultLanguage: settings.defaultLanguage,
    languages: settings.languages,
    contentFallbackLanguage: settings.contentFallbackLanguage,
    template: {
      home: settings.mobileTemplate.newTemplate ? 'v-new' : 'v-base',
      detail: settings.mobileTemplate.newDetailTemplate ? 'v-detail-new' : 'v-detail-base',
    },
    flags: { ...settings.whitelabel, invitePopup: settings.invitePopup },
    disabledModules: settings.disabledModules,
    minimumAge: settings.minimumAge,
    currency: settings.currency,
    ...(settings.payments ? { payments: settings.payments } : {}),
    links: {
      service: settings.customerService[0]?.path ?? '',
      telegram: settings.affiliateLinks.telegram,
      whatsapp: settings.affiliateLinks.whatsapp,
      ios: settings.downloadLinks.ios,
      android: settings.downloadLinks.android,
    },
    imageCDNs: settings.imageCDNs,
  });
}
