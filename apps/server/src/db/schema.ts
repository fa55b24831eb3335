import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SiteSettings } from '@lobby/contract';

/** A brand (merchant code) served by this platform. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Consolidated site settings of a brand, stored whole: they change together. */
export const siteSettings = pgTable('site_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Omit<SiteSettings, 'location' | 'maintenance' | 'regionRestriction'>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A vendor's offer of one game type (a vendor may appear under several types). */
export const vendors = pgTable(
  'vendors',
  {
    code: text('code').notNull(),
    gameType: text('game_type').notNull(),
    displayName: text('display_name').notNull(),
    gameClassify: text('game_classify').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code, t.gameType, t.gameClassify] })],
);

/** Localised names: every language falls back to English. */
export type GameNames = { en: string; cn?: string; my?: string };

export const games = pgTable(
  'games',
  {
    gameId: text('game_id').primaryKey(),
    nodeId: text('node_id').notNull().unique(),
    gameCode: text('game_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify').notNull().default(''),
    names: jsonb('names').$type<GameNames>().notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    hotRank: integer('hot_rank'),
    isNew: boolean('is_new').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_type_vendor_idx').on(t.gameType, t.vendorCode),
    index('games_hot_idx').on(t.isHot, t.hotRank),
    // The game list filters by type, classification and vendors, then orders within a vendor.
    index('games_list_idx').on(t.gameType, t.gameClassify, t.vendorCode, t.sort),
    // Counting a vendor's games per type (vendors, vendor game types).
    index('games_vendor_idx').on(t.vendorCode, t.gameType, t.gameClassify),
    // The NEW filter picks a small share of the catalogue.
    index('games_new_idx').on(t.gameType).where(sql`${t.isNew}`),
  ],
);

/** Carousel banners of a brand, by group (m_home, m_rng, ...) in sequence order. */
export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    sequence: integer('sequence').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_group_idx').on(t.merchantCode, t.groupName, t.sequence)],
);
