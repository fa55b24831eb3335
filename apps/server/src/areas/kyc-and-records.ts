import type { FastifyInstance } from 'fastify';
import { folderStore } from '../adapters/file-store';
import { kycRepo } from '../db/repositories/kyc-repo';
import { recordsRepo } from '../db/repositories/records-repo';
import { kycRoutes } from '../routes/kyc';
import { operatorKycRoutes } from '../routes/operator-kyc';
import { recordsRoutes } from '../routes/records';
import { kycService, type KycService } from '../services/kyc-service';
import { recordsService } from '../services/records-service';
import type { SharedInfrastructure } from './shared-infrastructure';

/** Player protection, part C (issue 23): KYC and the account / profit-and-loss records. */
export async function kycAndRecordsArea(
  app: FastifyInstance,
  shared: SharedInfrastructure,
  kyc: KycService = kycService(kycRepo(shared.database.db), folderStore(shared.config.KYC_STORAGE_DIR)),
) {
  const { database, serve, limits } = shared;
  await kycRoutes(app, serve, { kyc, limits });
  recordsRoutes(app, serve, { records: recordsService(recordsRepo(database.db)) });
  await operatorKycRoutes(app, { kyc, gate: shared.operators });
  return { kyc };
}
