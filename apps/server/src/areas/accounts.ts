import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { secretBox } from '../adapters/secret-box';
import { feedbackRepo } from '../db/repositories/feedback-repo';
import { securityRepo } from '../db/repositories/security-repo';
import { feedbackRoutes } from '../routes/feedback';
import { headIconRoutes } from '../routes/head-icon';
import { passwordResetRoutes } from '../routes/password-reset';
import { registrationRoutes } from '../routes/registration';
import { securityRoutes } from '../routes/security';
import { sessionRoutes } from '../routes/session';
import { feedbackService } from '../services/feedback-service';
import { knownDevices } from '../services/known-devices';
import { localToday } from '../services/local-today';
import { loginService } from '../services/login-service';
import { loginThrottle } from '../services/login-throttle';
import { phoneProof } from '../services/phone-proof';
import { registrationService } from '../services/registration-service';
import { securityCentre } from '../services/security-centre';
import { smsHumanCheck } from '../services/sms-human-check';
import { twoFactorService } from '../services/two-factor-service';
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
  const securityData = securityRepo(shared.database.db);
  // A revoked session's open streams end with the forced-logout message at once.
  const security = securityCentre({
    ...securityData,
    async revokeById(memberId, id, now) {
      const revoked = await securityData.revokeById(memberId, id, now);
      if (revoked) shared.push.sessionsChanged(memberId);
      return revoked;
    },
    async revokeOthers(memberId, keepTokenHash, now) {
      const count = await securityData.revokeOthers(memberId, keepTokenHash, now);
      if (count) shared.push.sessionsChanged(memberId);
      return count;
    },
  });
  const twoFactor = twoFactorService({
    repo: securityData,
    // Authenticator secrets are sealed with a key of the configured body key, so every instance
    // (and a restart) opens them; without one (development), a fixed key of this name.
    box: secretBox(`two-factor\n${config.ENCRYPTION_PRIVATE_KEY ?? 'development'}`),
    limits,
    issuer: async (merchant) => (await settings.stored(merchant)).siteName || merchant,
  });
  const devices = knownDevices(deviceSecret);
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
    cache,
    twoFactor,
    security,
  });
  securityRoutes(app, serve, { logins, twoFactor, security, devices });
  sessionRoutes(app, serve, {
    accounts,
    logins,
    settings,
    devices,
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
    perHour: shared.config.REGISTRATIONS_PER_HOUR,
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
