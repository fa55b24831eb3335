import { endpoint } from '../endpoint';
import { PATHS } from '../paths';
import { vendorGameTypesQuerySchema, vendorGameTypesSchema, vendorsQuerySchema, vendorsSchema } from '../vendors';

/** Vendors (spec sections 3 and 7): those of a game type, and the game types of a vendor. */
export const vendorsEndpoints = {
  vendors: endpoint({
    method: 'GET',
    path: PATHS.vendors,
    access: 'public',
    query: vendorsQuerySchema,
    response: vendorsSchema,
  }),
  vendorGameTypes: endpoint({
    method: 'GET',
    path: PATHS.vendorGameTypes,
    access: 'public',
    // The platform spells the brand `merchant_code` here: read as `merchantCode`, the name the
    // server takes a brand from.
    query: vendorGameTypesQuerySchema.transform(({ merchant_code, ...query }) => ({
      ...query,
      merchantCode: merchant_code,
    })),
    response: vendorGameTypesSchema,
  }),
};
