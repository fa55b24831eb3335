import { GAME_SEARCH_RESULT_CAP, LANGUAGES, type Language } from '@lobby/contract';
import { and, asc, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { lean, type Executable } from '../lean-prepared';
import { likeContaining, likeStartingWith } from '../like-pattern';
import { primaryOnly, type ReadRouting } from '../read-routing';
import { favouriteGames, gameOfferCounts, games, recentGames, vendors } from '../schema';

/** What lists show of a game (the columns `toGame` reads). */
const gameColumns = {
  gameId: games.gameId,
  nodeId: games.nodeId,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  gameClassify: games.gameClassify,
  names: games.names,
  isHot: games.isHot,
  isNew: games.isNew,
};
const columns = { ...gameColumns, vendorName: vendors.displayName };

/**
 * List columns with a game's names in `language` and English only (the name shown and its
 * fallback): reading every language's names cost a third of a list page's database time.
 */
const listColumns = (language: Language | Placeholder) => ({
  ...gameColumns,
  offerKey: games.offerKey,
  names: sql<GameNames>`jsonb_build_object('en', ${games.names} -> 'en', ${language}::text, ${games.names} -> ${language}::text)`,
});
type GameNames = (typeof games.$inferSelect)['names'];
export type GameRow = Pick<typeof games.$inferSelect, keyof typeof gameColumns> & { vendorName: string };
/** A game as lists read it: its vendor offer's key names the vendor in the brand's words. */
export type ListRow = Omit<GameRow, 'vendorName'> & { offerKey: string | null };

/** A game belongs to the vendor offer of its vendor, type and classification. */
export const vendorJoin = and(
  eq(vendors.code, games.vendorCode),
  eq(vendors.gameType, games.gameType),
  eq(vendors.gameClassify, games.gameClassify),
);

/** Names one vendor offer, e.g. `JL:RNG:BG`; the game list orders by a list of these. */
export const offerKey = (offer: { code: string; gameType: string; gameClassify: string }) =>
  `${offer.code}:${offer.gameType}:${offer.gameClassify}`;

export interface GameFilter {
  gameType?: string | undefined;
  /** Any of these types (the lottery hall lists lotteries and e-lotteries together). */
  gameTypes?: string[] | undefined;
  /** Any of these vendors; empty means every vendor. */
  vendors: string[];
  gameClassify?: string | undefined;
  isNew: boolean;
  isHot?: boolean;
  /** Case-insensitive "contains" on the name shown in `language` (English when it has none), or the English one. */
  name?: { text: string; language: Language } | undefined;
  /** Only this member's favourites. */
  favouritesOf?: string | undefined;
}

/** A filter's values by name: what a prepared page query is executed with. */
function filterValues(filter: GameFilter) {
  return {
    gameType: filter.gameType ?? null,
    gameTypes: filter.gameTypes ?? [],
    vendors: filter.vendors,
    gameClassify: filter.gameClassify ?? null,
    pattern: filter.name ? likeContaining(filter.name.text) : null,
    favouritesOf: filter.favouritesOf ?? null,
  };
}

/**
 * How a filter's values enter its SQL: as parameters of this one query, or as placeholders of a
 * statement prepared once (a list is one array parameter either way, so its length never changes
 * the statement).
 */
type Bind = (name: keyof ReturnType<typeof filterValues>, value: unknown) => SQL;
const asValues: Bind = (_name, value) => sql`${sql.param(value)}`;
const asPlaceholders: Bind = (name) => sql`${sql.placeholder(name)}`;

/** The language a name is searched in: one of the contract's, English otherwise. */
const searchedLanguage = (name: NonNullable<GameFilter['name']>): Language =>
  LANGUAGES.includes(name.language) ? name.language : 'en';

/** Each language's stored search text (schema: `nameSearchText`), with the English name in it. */
const searchColumns = { en: games.nameSearchEn, cn: games.nameSearchCn, my: games.nameSearchMy } as const;

/**
 * A name in `language` or in English contains the text, in any case: one `like` on the language's
 * stored search text, which its trigram index serves (migration 0025). lower() on the needle, so
 * the database's own case rules apply to needle and names alike.
 */
function nameContains(name: NonNullable<GameFilter['name']>, bind: Bind): SQL {
  const pattern = sql`${bind('pattern', likeContaining(name.text))}::text`;
  return sql`${searchColumns[searchedLanguage(name)]} like lower(${pattern})`;
}

function matching(filter: GameFilter, bind: Bind = asValues): SQL | undefined {
  return and(
    filter.gameType ? sql`${games.gameType} = ${bind('gameType', filter.gameType)}` : undefined,
    filter.gameTypes ? sql`${games.gameType} = any(${bind('gameTypes', filter.gameTypes)}::text[])` : undefined,
    filter.vendors.length > 0 ? sql`${games.vendorCode} = any(${bind('vendors', filter.vendors)}::text[])` : undefined,
    filter.gameClassify ? sql`${games.gameClassify} = ${bind('gameClassify', filter.gameClassify)}` : undefined,
    filter.isNew ? eq(games.isNew, true) : undefined,
    filter.isHot ? eq(games.isHot, true) : undefined,
    // The English name matches too: players often know a game by it whatever language they read.
    filter.name ? nameContains(filter.name, bind) : undefined,
    filter.favouritesOf
      ? sql`exists (select 1 from ${favouriteGames} where ${favouriteGames.memberId} = ${bind('favouritesOf', filter.favouritesOf)} and ${favouriteGames.nodeId} = ${games.nodeId})`
      : undefined,
  );
}

/**
 * The page query of one filter shape (which conditions it has, and the language a name is
 * searched in), built and prepared once: lists are the busiest uncached reads, and building the
 * SQL and planning it again for every request cost more than running it. The matching games are
 * counted and ranked by id alone; the shown columns are read for the page's rows only (at 100x the
 * catalogue, building every match's names cost a third of the query, and carrying the columns
 * through the count and the sort cost more than reading 36 rows again by id).
 */
function preparePageQuery(db: Db, filter: GameFilter, name: string) {
  const p = sql.placeholder;
  // Each game's offer is looked up in the brand's order by a hash join on its stored offer key:
  // array_position scanned the whole list for every game (a search across every vendor carries
  // hundreds of offers), and joining on the three columns the planner sorted every match for.
  // The join is a left one on purpose: the statement's generic plan cannot know the list's length,
  // and as an inner join it started from the offers and compared each with every match (50 times
  // slower at 100x). A game of no offer in the order is then left out by a condition that does not
  // turn the join into an inner one (coalesce), as a whole-offer list leaves it out.
  const offerRank = sql`unnest(${p('offerOrder')}::text[]) with ordinality as offer_rank (key, rank)`;
  const page = db
    .select({
      gameId: games.gameId,
      rank: sql<number>`offer_rank.rank`.as('rank'),
      sort: games.sort,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(games)
    .leftJoin(offerRank, sql`offer_rank.key = ${games.offerKey}`)
    .where(and(matching(filter, asPlaceholders), sql`coalesce(offer_rank.rank, 0) > 0`))
    .orderBy(sql`offer_rank.rank`, asc(games.sort), asc(games.gameId))
    .limit(p('limit'))
    .offset(p('offset'))
    .as('page');
  return db
    .select({ ...listColumns(p('language')), total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(games, eq(games.gameId, page.gameId))
    .orderBy(asc(page.rank), asc(page.sort), asc(page.gameId))
    .prepare(name);
}

/**
 * The whole name and its start, in `language` and in English, read off the stored search text
 * (`nameSearchText`: the language's name, a line break, the English one), not out of the JSON
 * again for every match (at 100x a search's matches are 10,000 games).
 */
function nameFit(language: Language) {
  const column = searchColumns[language];
  const needle = sql`lower(${sql.placeholder('needle')}::text)`;
  const prefix = sql`lower(${sql.placeholder('prefix')}::text)`;
  if (language === 'en') return { whole: sql`${column} = ${needle}`, start: sql`${column} like ${prefix}` };
  const [own, english] = [sql`split_part(${column}, E'\\n', 1)`, sql`split_part(${column}, E'\\n', 2)`];
  return {
    whole: sql`(${own} = ${needle} or ${english} = ${needle})`,
    start: sql`(${own} like ${prefix} or ${english} like ${prefix})`,
  };
}

/**
 * The ranking of a name search, prepared once per filter shape: the ids of the best
 * GAME_SEARCH_RESULT_CAP matches (plus one, to tell that there are more) ranked by how the name
 * matches (the whole name, its start, anywhere), then the brand's order, then each vendor's. A
 * page is then cut from these ids (`gamesInOrder`), so paging a search can reuse its ranking.
 */
function prepareSearchRankingQuery(
  db: Db,
  filter: GameFilter & { name: NonNullable<GameFilter['name']> },
  name: string,
) {
  const p = sql.placeholder;
  const offerRank = sql`unnest(${p('offerOrder')}::text[]) with ordinality as offer_rank (key, rank)`;
  const { whole, start } = nameFit(searchedLanguage(filter.name));
  return db
    .select({ gameId: games.gameId })
    .from(games)
    .leftJoin(offerRank, sql`offer_rank.key = ${games.offerKey}`)
    .where(and(matching(filter, asPlaceholders), sql`coalesce(offer_rank.rank, 0) > 0`))
    .orderBy(
      sql`case when ${whole} then 0 when ${start} then 1 else 2 end`,
      sql`offer_rank.rank`,
      asc(games.sort),
      asc(games.gameId),
    )
    .limit(GAME_SEARCH_RESULT_CAP + 1)
    .prepare(name);
}

/** A page of a member's recent games of one filter shape, latest first, and how many there are. */
function prepareRecentQuery(db: Db, filter: GameFilter, name: string) {
  const p = sql.placeholder;
  return db
    .select({ ...listColumns(p('language')), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .where(and(eq(recentGames.memberId, p('memberId')), isNull(games.withdrawnAt), matching(filter, asPlaceholders)))
    .orderBy(desc(recentGames.playedAt), asc(games.gameId))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(name);
}

/** Games by id, in the order given: a page of a ranked search. A game withdrawn since is left out. */
function prepareInOrderQuery(db: Db) {
  const p = sql.placeholder;
  const wanted = sql`unnest(${p('ids')}::text[]) with ordinality as wanted (id, place)`;
  return db
    .select(listColumns(p('language')))
    .from(wanted)
    .innerJoin(games, sql`${games.gameId} = wanted.id`)
    .where(sql`${games.offerKey} is not null`)
    .orderBy(sql`wanted.place`)
    .prepare('games_in_order');
}

/**
 * Whether a filter picks whole vendor offers (types, vendors, a classification): its games are
 * then the brand's offers' own, each offer's in its order, so a page reads a page's worth of each
 * offer by index instead of ranking every match. Name searches, favourites and the NEW and HOT
 * filters keep a share of each offer, which the ranked query finds through their own indexes.
 */
const picksWholeOffers = (filter: GameFilter) => !filter.name && !filter.favouritesOf && !filter.isNew && !filter.isHot;

/** Games of the listed offers (and of the filter's classification): what a whole-offer list holds. */
const inOffers = (filter: GameFilter, key: SQL, bind: Bind = asValues) =>
  and(
    sql`${games.offerKey} = ${key}`,
    filter.gameClassify ? sql`${games.gameClassify} = ${bind('gameClassify', filter.gameClassify)}` : undefined,
  );

/** How many games a whole-offer filter holds: the sum of its offers' kept counts. */
const offersTotal = (db: Db, filter: GameFilter, offerOrder: SQL, bind: Bind = asValues) =>
  db
    .select({ n: sql<number>`coalesce(sum(${gameOfferCounts.games}), 0)` })
    .from(gameOfferCounts)
    .where(
      and(
        sql`${gameOfferCounts.offerKey} = any(${offerOrder})`,
        filter.gameClassify
          ? sql`${gameOfferCounts.gameClassify} = ${bind('gameClassify', filter.gameClassify)}`
          : undefined,
      ),
    );

/**
 * The page query of a whole-offer filter, prepared once per shape: the brand's offers in order,
 * and for each at most a page's reach of its games by the (offer, sort) index, so the work grows
 * with the page and the number of offers, not with the catalogue. The total is the sum of the
 * offers' kept counts. A game of no vendor offer is in no list (it has no place in any order).
 */
function prepareOfferPageQuery(db: Db, filter: GameFilter, name: string) {
  const p = sql.placeholder;
  const offerGames = db
    .select({ gameId: games.gameId, sort: games.sort })
    .from(games)
    .where(inOffers(filter, sql`offer.key`, asPlaceholders))
    .orderBy(asc(games.sort), asc(games.gameId))
    .limit(p('reach'))
    .as('offer_games');
  const page = db
    .select({ gameId: offerGames.gameId, rank: sql<number>`offer.rank`.as('rank'), sort: offerGames.sort })
    .from(sql`unnest(${p('offerOrder')}::text[]) with ordinality as offer (key, rank)`)
    .crossJoinLateral(offerGames)
    .orderBy(sql`offer.rank`, asc(offerGames.sort), asc(offerGames.gameId))
    .limit(p('limit'))
    .offset(p('offset'))
    .as('page');
  const total = offersTotal(db, filter, sql`${p('offerOrder')}::text[]`, asPlaceholders);
  return db
    .select({ ...listColumns(p('language')), total: sql<number>`(${total})`.mapWith(Number) })
    .from(page)
    .innerJoin(games, eq(games.gameId, page.gameId))
    .orderBy(asc(page.rank), asc(page.sort), asc(page.gameId))
    .prepare(name);
}

/** The row a prepared query answers. */
type RowOf<P extends (...args: never[]) => { execute(): Promise<unknown[]> }> = Awaited<
  ReturnType<ReturnType<P>['execute']>
>[number];

/**
 * Catalogue reads (lists, hot games, tiles) go where `reads` says (a replica when there are any:
 * the catalogue may lag); a member's favourites and recent games, and what a launch checks, on the primary.
 */
export function gamesRepo(db: Db, reads: ReadRouting = primaryOnly(db)) {
  type PageQuery = Executable<RowOf<typeof preparePageQuery>>;
  type RankingQuery = ReturnType<typeof prepareSearchRankingQuery>;
  /** Prepared page and ranking queries by database (primary, each replica), then by filter shape. */
  const pageQueries = new Map<Db, Map<string, PageQuery>>();
  const rankingQueries = new Map<Db, Map<string, RankingQuery>>();
  const recentQueries = new Map<Db, Map<string, Executable<RowOf<typeof prepareRecentQuery>>>>();
  const inOrderQueries = new Map<Db, Map<string, Executable<RowOf<typeof prepareInOrderQuery>>>>();
  /** A query prepared once per database and key. */
  function preparedOnce<Q>(byDb: Map<Db, Map<string, Q>>, db: Db, key: string, prepare: () => Q): Q {
    let queries = byDb.get(db);
    if (!queries) byDb.set(db, (queries = new Map()));
    let query = queries.get(key);
    if (!query) queries.set(key, (query = prepare()));
    return query;
  }
  /** The shape of a filter: which conditions it has, and the language a name is searched in. */
  const shapeOf = (filter: GameFilter) =>
    [
      filter.gameType ? 't' : '',
      filter.gameTypes ? 'T' : '',
      filter.vendors.length > 0 ? 'v' : '',
      filter.gameClassify ? 'c' : '',
      filter.isNew ? 'n' : '',
      filter.isHot ? 'h' : '',
      filter.name ? `s_${searchedLanguage(filter.name)}` : '',
      filter.favouritesOf ? 'f' : '',
    ].join('');
  /** The prepared page query of a filter's shape. */
  function pageQuery(db: Db, filter: GameFilter) {
    const shape = shapeOf(filter);
    return preparedOnce(pageQueries, db, shape, () =>
      lean(
        picksWholeOffers(filter)
          ? prepareOfferPageQuery(db, filter, `games_offers_${shape || 'all'}`)
          : preparePageQuery(db, filter, `games_page_${shape}`),
      ),
    );
  }
  async function count(db: Db, filter: GameFilter, offerOrder: string[]): Promise<number> {
    const order = sql`${sql.param(offerOrder)}::text[]`;
    if (picksWholeOffers(filter)) return Number((await offersTotal(db, filter, order))[0]?.n ?? 0);
    const [row] = await db
      .select({ n: sql<number>`count(*)` })
      .from(games)
      .where(and(matching(filter), sql`${games.offerKey} = any(${order})`));
    return Number(row?.n ?? 0);
  }
  /** Where a filter's games are read: a member's favourites are their own data, the primary's. */
  const readFrom = async (filter: GameFilter) => (filter.favouritesOf ? db : await reads.shared('catalogue'));

  return {
    /** The game of a node id, when it is this vendor's. */
    async byNode(nodeId: string, vendorCode: string): Promise<{ nodeId: string } | undefined> {
      const [row] = await db
        .select({ nodeId: games.nodeId })
        .from(games)
        .where(and(eq(games.nodeId, nodeId), eq(games.vendorCode, vendorCode), isNull(games.withdrawnAt)));
      return row;
    },
    /** Adds a favourite; one already there is left as it is. */
    async addFavourite(memberId: string, nodeId: string): Promise<void> {
      await db.insert(favouriteGames).values({ memberId, nodeId }).onConflictDoNothing();
    },
    async removeFavourite(memberId: string, nodeId: string): Promise<void> {
      await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)));
    },
    /** The game of a node id with what a launch needs to know of it. */
    async launchable(nodeId: string, vendorCode: string) {
      const [row] = await db
        .select({
          nodeId: games.nodeId,
          gameId: games.gameId,
          gameCode: games.gameCode,
          vendorCode: games.vendorCode,
          gameType: games.gameType,
          names: games.names,
          withdrawnAt: games.withdrawnAt,
        })
        .from(games)
        .where(and(eq(games.nodeId, nodeId), eq(games.vendorCode, vendorCode)));
      return row;
    },
    /** A game a vendor offers of a type (its lobby can be launched, and stands for it), if any. */
    async vendorOffers(
      vendorCode: string,
      gameType: string,
    ): Promise<{ nodeId: string; gameCode: string } | undefined> {
      const [row] = await db
        .select({ nodeId: games.nodeId, gameCode: games.gameCode })
        .from(games)
        .where(and(eq(games.vendorCode, vendorCode), eq(games.gameType, gameType), isNull(games.withdrawnAt)))
        .orderBy(games.sort, games.gameId)
        .limit(1);
      return row;
    },
    /** Notes that a member launched a game now (recent games, latest first). */
    async touchRecent(memberId: string, nodeId: string): Promise<void> {
      const playedAt = new Date();
      await db
        .insert(recentGames)
        .values({ memberId, nodeId, playedAt })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt } });
    },
    /** A page of a member's recent games matching `filter`, latest first, and how many in all. */
    async recent(memberId: string, filter: GameFilter, page: { limit: number; offset: number }, language: Language) {
      const shape = shapeOf(filter);
      const recentQuery = preparedOnce(recentQueries, db, shape, () =>
        lean(prepareRecentQuery(db, filter, `games_recent_${shape}`)),
      );
      const rows = await recentQuery.execute({
        ...filterValues(filter),
        memberId,
        language,
        limit: page.limit,
        offset: page.offset,
      });
      // Past the last page no row carries the total: count apart.
      const total =
        rows[0]?.total ??
        (page.offset > 0
          ? ((
              await db
                .select({ total: sql<number>`count(*)`.mapWith(Number) })
                .from(recentGames)
                .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
                .where(and(eq(recentGames.memberId, memberId), isNull(games.withdrawnAt), matching(filter)))
            )[0]?.total ?? 0)
          : 0);
      return { rows, total };
    },
    /** What a game's tile is drawn from: its names, type and vendor (the vendor's name may be missing). */
    async tile(gameId: string) {
      const [row] = await (
        await reads.shared('catalogue')
      )
        .select({
          gameId: games.gameId,
          names: games.names,
          gameType: games.gameType,
          gameClassify: games.gameClassify,
          vendorCode: games.vendorCode,
          vendorName: vendors.displayName,
        })
        .from(games)
        .leftJoin(vendors, vendorJoin)
        .where(eq(games.gameId, gameId))
        .limit(1);
      return row;
    },
    /** Hot games in rank order. */
    async hot(limit: number): Promise<GameRow[]> {
      return (await reads.shared('catalogue'))
        .select(columns)
        .from(games)
        .innerJoin(vendors, vendorJoin)
        .where(and(eq(games.isHot, true), isNull(games.withdrawnAt)))
        .orderBy(asc(games.hotRank))
        .limit(limit);
    },

    /**
     * One page of the games matching `filter` (no name: a search is ranked by `searchRanking`) and
     * how many match in all: vendor offers in `offerOrder` (keys from `offerKey`; a game of no
     * offer listed there is left out), then each vendor's own order; the game id keeps ties
     * stable. Vendor names are the caller's (it holds the vendor list already).
     */
    async page(filter: GameFilter, offerOrder: string[], page: { limit: number; offset: number }, language: Language) {
      const from = await readFrom(filter);
      const rows = await pageQuery(from, filter).execute({
        ...filterValues(filter),
        language,
        offerOrder,
        limit: page.limit,
        offset: page.offset,
        reach: page.limit + page.offset,
      });
      // Past the last page no row carries the total: count apart.
      const total = rows[0]?.total ?? (page.offset > 0 ? await count(from, filter, offerOrder) : 0);
      return { rows, total };
    },

    /**
     * The ids of a name search's best matches in rank order: GAME_SEARCH_RESULT_CAP of them, and
     * one more when there are more.
     */
    async searchRanking(filter: GameFilter & { name: NonNullable<GameFilter['name']> }, offerOrder: string[]) {
      const from = await readFrom(filter);
      const shape = shapeOf(filter);
      const rows = await preparedOnce(rankingQueries, from, shape, () =>
        prepareSearchRankingQuery(from, filter, `games_search_${shape}`),
      ).execute({
        ...filterValues(filter),
        needle: filter.name.text,
        prefix: likeStartingWith(filter.name.text),
        offerOrder,
      });
      return rows.map((row) => row.gameId);
    },

    /** The games of these ids that are still listed, in the order given (a page of a ranking). */
    async gamesInOrder(ids: string[], language: Language) {
      if (ids.length === 0) return [];
      const from = await reads.shared('catalogue');
      return preparedOnce(inOrderQueries, from, 'in-order', () => lean(prepareInOrderQuery(from))).execute({
        ids,
        language,
      });
    },
  };
}
export type GamesRepo = ReturnType<typeof gamesRepo>;
