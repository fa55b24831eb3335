import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import type { VendorsService } from '../services/vendors-service';

export function vendorRoutes(app: FastifyInstance, serve: Serve, deps: { vendors: VendorsService }) {
  serve(app, ENDPOINTS.vendors, ({ ctx, query }) =>
    deps.vendors.list(ctx.merchant, query.gameType, query.refresh ?? false),
  );

  serve(app, ENDPOINTS.vendorGameTypes, ({ ctx, query }) =>
    deps.vendors.gameTypes(ctx.merchant, query.typeId, query.refresh ?? false),
  );
}
