import { LANGUAGES, ok, type VendorMapping } from '@lobby/contract';
import { CATEGORY_QUERY, VENDOR_CATEGORIES } from '@lobby/contract/constants';
import {
  CATALOGUE_PAGE_SIZE,
  OPERATOR_PATHS,
  catalogueGamesQuerySchema,
  catalogueVendorsQuerySchema,
  opsGameChangeSchema,
  opsVendorOrderSchema,
  opsVendorShownSchema,
  type CatalogueCategory,
} from '@lobby/contract/operator';
import { vendorsOfCategory } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Cache } from '../adapters/cache';
import type { CatalogueAdminRepo } from '../db/repositories/catalogue-admin-repo';
import { offerKey } from '../db/repositories/games-repo';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import type { VendorsRepo } from '../db/repositories/vendors-repo';
import type { StoredSettings } from '../db/schema';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import { hotGamesKey } from '../services/games-service';
import type { VendorsService } from '../services/vendors-service';

const P = OPERATOR_PATHS;

/**
 * The catalogue: per brand (catalogue role in it), each category's vendors, their order and which
 * the brand hides; over every brand (the games are the platform's), each game's switches. A
 * change reaches the brand's vendor lists and hot list at once; a cached page of games within
 * its cache time (GAME_LIST_TTL_SECONDS).
 */
export async function operatorCatalogueRoutes(
  app: FastifyInstance,
  deps: {
    gate: OperatorGate;
    settings: SettingsRepo;
    offers: VendorsRepo;
    vendors: VendorsService;
    games: CatalogueAdminRepo;
    cache: Cache;
  },
) {
  const { gate, settings } = deps;
  /** The brand's vendor lists and hot lists read again on their next request. */
  const refresh = async (merchants: string[]) => {
    await Promise.all(
      merchants.map(async (merchant) => {
        await deps.vendors.ranked(merchant, true);
        await Promise.all(LANGUAGES.map((language) => deps.cache.delete(hotGamesKey(merchant, language))));
      }),
    );
  };
  const stored = async (merchant: string) => {
    const row = await settings.forMerchant(merchant);
    if (!row) throw new AppError('merchant.unknown', 400);
    return row;
  };

  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();

    ops.get(P.catalogueVendors, { schema: { querystring: catalogueVendorsQuerySchema } }, async (request) => {
      const { merchant } = request.query;
      gate.require(request, 'catalogue', merchant);
      const [row, offers] = await Promise.all([stored(merchant), deps.offers.offers()]);
      const hidden = new Set(row.hiddenVendors);
      const games = new Map(offers.map((o) => [offerKey(o), o.gameCount]));
      const count = (code: string, category: (typeof VENDOR_CATEGORIES)[number]) =>
        games.get(offerKey({ code, ...CATEGORY_QUERY[category] })) ?? 0;
      return ok(
        VENDOR_CATEGORIES.map((category): CatalogueCategory => ({
          category,
          vendors: vendorsOfCategory(row, category).map((vendor) => ({
            code: vendor.vassalage,
            name: vendor.displayName,
            games: count(vendor.vassalage, category),
            hidden: hidden.has(vendor.vassalage),
          })),
        })),
      );
    });

    ops.put(`${P.catalogueVendors}/order`, { schema: { body: opsVendorOrderSchema } }, async (request) => {
      const { merchantCode, category, vendors } = request.body;
      gate.require(request, 'catalogue', merchantCode);
      let before: string[] = [];
      const changed = await settings.updateOperated(merchantCode, (row) => {
        before = [...(row.vendorSorting.find((entry) => entry.gameCategory === category)?.vendorNames ?? [])];
        const others = row.vendorSorting.filter((entry) => entry.gameCategory !== category);
        const at = row.vendorSorting.findIndex((entry) => entry.gameCategory === category);
        const entry = { gameCategory: category, vendorNames: vendors };
        // The category keeps its place among the brand's menus; a new one goes last.
        const vendorSorting = at < 0 ? [...others, entry] : others.toSpliced(at, 0, entry);
        return { vendorSorting, vendorMapping: withMapped(row.vendorMapping, category, vendors) };
      });
      if (!changed) throw new AppError('merchant.unknown', 400);
      await refresh([merchantCode]);
      await gate.audit(request, {
        action: 'catalogue.vendorsOrdered',
        brand: merchantCode,
        target: category,
        before: { vendors: before },
        after: { vendors },
      });
      return ok(null);
    });

    ops.post(
      `${P.catalogueVendors}/:code/shown`,
      {
        schema: {
          params: z.object({
            code: z
              .string()
              .trim()
              .regex(/^\w{1,32}$/),
          }),
          body: opsVendorShownSchema,
        },
      },
      async (request) => {
        const { merchantCode, shown } = request.body;
        const { code } = request.params;
        gate.require(request, 'catalogue', merchantCode);
        let wasShown = true;
        const changed = await settings.updateOperated(merchantCode, (row) => {
          const hidden = new Set(row.hiddenVendors);
          wasShown = !hidden.has(code);
          if (shown) hidden.delete(code);
          else hidden.add(code);
          return { hiddenVendors: [...hidden].sort() };
        });
        if (!changed) throw new AppError('merchant.unknown', 400);
        await refresh([merchantCode]);
        await gate.audit(request, {
          action: shown ? 'catalogue.vendorShown' : 'catalogue.vendorHidden',
          brand: merchantCode,
          target: code,
          before: { shown: wasShown },
          after: { shown },
        });
        return ok(null);
      },
    );

    ops.get(P.catalogueGames, { schema: { querystring: catalogueGamesQuerySchema } }, async (request) => {
      gate.require(request, 'catalogue', null);
      const { page, ...filter } = request.query;
      const found = await deps.games.page(filter, CATALOGUE_PAGE_SIZE, (page - 1) * CATALOGUE_PAGE_SIZE);
      return ok({ ...found, page, pageSize: CATALOGUE_PAGE_SIZE });
    });

    ops.patch(
      `${P.catalogueGames}/:gameId`,
      { schema: { params: z.object({ gameId: z.string().trim().min(1).max(100) }), body: opsGameChangeSchema } },
      async (request) => {
        gate.require(request, 'catalogue', null);
        const changed = await deps.games.change(request.params.gameId, request.body);
        if (!changed) throw new AppError('request.notFound', 404);
        await refresh((await settings.brandHosts()).map((brand) => brand.code));
        await gate.audit(request, {
          action: 'catalogue.gameChanged',
          target: changed.after.gameId,
          before: changed.before,
          after: changed.after,
        });
        return ok(changed.after);
      },
    );
  });
}

/** The mapping's vendors of a category follow its new order; vendors the order adds are shown by code. */
function withMapped(
  mapping: StoredSettings['vendorMapping'],
  category: (typeof VENDOR_CATEGORIES)[number],
  order: string[],
): VendorMapping {
  const mapped = mapping[category] ?? [];
  return {
    ...mapping,
    [category]: order.map(
      (code) =>
        mapped.find((vendor) => vendor.vassalage === code) ?? {
          vassalage: code,
          displayName: code,
          gameType: CATEGORY_QUERY[category].gameType,
        },
    ),
  };
}
