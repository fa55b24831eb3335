import { z } from 'zod';
import { endpoint } from '../endpoint';
import { PATHS } from '../paths';
import {
  passwordByPhonePayloadSchema,
  passwordEmailPayloadSchema,
  verificationRequestSchema,
  verificationValueSchema,
} from '../registration';

/**
 * Forgot password (spec sections 2, 3 and 4): a temporary password by e-mail (form-encoded), or
 * an SMS code and a new password (sealed). Every answer is the same whether or not the account exists.
 */
export const passwordResetEndpoints = {
  passwordByEmail: endpoint({
    method: 'POST',
    path: PATHS.passwordByEmail,
    access: 'public',
    body: passwordEmailPayloadSchema,
    encoding: 'form',
    response: z.null(),
  }),
  smsForReset: endpoint({
    method: 'POST',
    path: PATHS.smsForReset,
    access: 'public',
    body: verificationRequestSchema,
    response: verificationValueSchema,
  }),
  passwordByPhone: endpoint({
    method: 'POST',
    path: PATHS.passwordByPhone,
    access: 'public',
    body: passwordByPhonePayloadSchema,
    encoding: 'sealed',
    response: z.null(),
  }),
};
