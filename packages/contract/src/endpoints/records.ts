import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  accountRecordsQuerySchema,
  accountRecordsSchema,
  kycDocumentQuerySchema,
  kycStatusSchema,
  kycUploadFieldsSchema,
  profitLossQuerySchema,
  profitLossSchema,
} from '../records';
import { RECORDS_PATHS } from '../records-constants';

/** KYC and the account / profit-and-loss records (issue 23): members only. */
export const recordsEndpoints = {
  kycStatus: endpoint({ method: 'GET', path: RECORDS_PATHS.kyc, access: 'member', response: kycStatusSchema }),
  kycUpload: endpoint({
    method: 'POST',
    path: RECORDS_PATHS.kycDocument,
    access: 'member',
    body: kycUploadFieldsSchema,
    encoding: 'multipart',
    response: kycStatusSchema,
  }),
  /** The image itself (not an envelope): only its owner reads it here. */
  kycDocument: endpoint({
    method: 'GET',
    path: RECORDS_PATHS.kycDocument,
    access: 'member',
    query: kycDocumentQuerySchema,
    response: z.null(),
  }),
  accountRecords: endpoint({
    method: 'GET',
    path: RECORDS_PATHS.accountRecords,
    access: 'member',
    query: accountRecordsQuerySchema,
    response: accountRecordsSchema,
  }),
  profitLoss: endpoint({
    method: 'GET',
    path: RECORDS_PATHS.profitLoss,
    access: 'member',
    query: profitLossQuerySchema,
    response: profitLossSchema,
  }),
};
