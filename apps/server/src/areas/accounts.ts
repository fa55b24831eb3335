import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { feedbackRepo } from '../db/repositories/feedback-repo';
import { feedbackRoutes } from '../routes/feedback';
import { headIconRoutes } from '../routes/head-icon';
import { passwordResetRoutes } from '../routes/password-reset';
import { registrationRoutes } from '../routes/registration';
import { sessionRoutes } from '../routes/session';
import { feedbackService } from '../services/feedback-service';
import { knownDevices } from '../services/known-devices';
import { localToday } from '../services/local-today';
import { loginService } from '../services/login-service';
import { loginThrottle } from '../services/login-throttle';
import { phoneProof } from '../services/phone-proof';
import { registrationService } from '../services/registration-service';
import { smsHumanCheck } from '../services/sms-human-check';
import { verificationCodes } from '../services/verification-codes';
import type { SharedInfrastructure } from './shared-infrastructure';

/** A member's account: logging in and out, registering, resetting the password, head icon and feedback. */
export async function accountsArea(app: FastifyInstance, shared: SharedInfrastructure) {
  const { config, cache, serve, limits, settings, accounts, captchas, verifyIdToken, sender } = shared;
  const codes = verificationCodes(cache, limits, sender);
  const proof = phoneProof({ codes, settings, verifyIdToken, cache });
  const humanCheck = smsHumanCheck(settings, captchas);
  headIconRoutes(app, serve, { accounts });
  feedbackRoutes(app, serve, { feedback: feedbackService(feedbackRepo(shared.database.db), limits) });
  // Signs the known-device cookies; shared by instances that share the body key.
  const deviceSecret = createHash('sha256')
    .update(`known-devices\n${config.ENCRYPTION_PRIVATE_KEY ?? randomBytes(32).toString('hex')}`)
    .digest();
  const logins = loginService({
    accounts,
    settings,
    throttle: loginThrottle(cache),
    recheckThrottle: loginThrottle(cache, { freeFailures: 3 }),
    captchas,
    codes,
    proof,
    limits,
    verifyIdToken,
  });
  sessionRoutes(app, serve, {
    accounts,
    logins,
    settings,
    devices: knownDevices(deviceSecret),
    codes,
    humanCheck,
    limits,
    wallet: shared.wallet,
  });
  const registration = registrationService({
    accounts,
    repo: shared.accountsData,
    settings,
    captchas,
    proof,
    today: localToday,
    protection: shared.protection,
  });
  registrationRoutes(app, serve, {
    registration,
    settings,
    merchants: shared.merchants,
    captchas,
    codes,
    humanCheck,
    limits,
  });
  passwordResetRoutes(app, serve, {
    accounts,
    settings,
    codes,
    proof,
    humanCheck,
    cache,
    limits,
    sender,
    log: (err) => app.log.error({ err }, 'message not sent'),
  });
}
