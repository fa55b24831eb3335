import type { AnnouncementType, Banner, BannerGroup } from '@lobby/contract';
import type { BannerRow, BannersRepo } from '../db/repositories/banners-repo';

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  url: row.url,
  groupName: row.groupName as BannerGroup,
  sequence: row.sequence,
  title: row.title,
  ...(row.link ? { link: row.link } : {}),
});

export function bannersService(repo: BannersRepo) {
  return {
    /** Banners (feed type B) of a group in sequence order; other feed types have no items yet. */
    async list(merchant: string, types: AnnouncementType[], groupName?: BannerGroup): Promise<Banner[]> {
      if (!types.includes('B')) return [];
      return (await repo.list(merchant, groupName)).map(toBanner);
    },
    async find(id: string): Promise<Banner | undefined> {
      const row = await repo.byId(id);
      return row && toBanner(row);
    },
  };
}
export type BannersService = ReturnType<typeof bannersService>;
