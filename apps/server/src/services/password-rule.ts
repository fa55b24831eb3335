import { checkField, requiredRule } from '@lobby/domain';
import { AppError } from '../errors';
import type { SettingsService } from './settings-service';

/**
 * A new password (change, reset) meets the brand's registration password rule, the same the
 * forms check; as typed, never trimmed. 400 `request.invalid` with the field's error otherwise.
 */
export async function requireBrandPassword(
  settings: SettingsService,
  merchant: string,
  password: string,
  field = 'password',
): Promise<void> {
  const rule = (await settings.stored(merchant)).registration.rules.password;
  const error = checkField(password, requiredRule(rule), { trim: false });
  if (error) throw new AppError('request.invalid', 400, { fields: [`body.${field}`], errors: { [field]: error } });
}
