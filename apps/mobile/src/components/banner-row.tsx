import { useGetBannersQuery } from '@lobby/api-client';
import type { BannerGroup, Language } from '@lobby/contract';
import { LOBBY_TIMINGS } from '@lobby/domain';
import { BannerCarousel } from '@lobby/ui/carousel';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Banners of one group (m_home, m_rng, ...; spec sections 2 and 9); a banner with a link opens it. */
export function BannerRow({ group, language }: { group: BannerGroup; language: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useGetBannersQuery({ groupName: group, language });
  const banners = (data ?? []).map((b) => ({ id: b.id, url: b.url, alt: b.title, link: b.link }));
  return (
    <BannerCarousel
      banners={banners}
      label={t('home.banners')}
      delay={LOBBY_TIMINGS.banner.delayMs}
      speed={LOBBY_TIMINGS.banner.speedMs}
      slidesPerView={LOBBY_TIMINGS.banner.slidesPerView}
      loading={isLoading}
      onSelect={(banner) => {
        const link = banners.find((b) => b.id === banner.id)?.link;
        if (link?.startsWith('/m/')) void navigate(link.slice(2));
      }}
    />
  );
}
