import { encryptedBodySchema } from '@lobby/contract';
import { ENCRYPTION_SCHEME, HEADER } from '@lobby/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { BodyCipher } from '../adapters/body-encryption';
import { AppError } from '../errors';
import { badTextFields } from './text-rules';

/**
 * Parses a payload; a bad one is a 400 `request.invalid` naming each field once. Text no field
 * takes (a NUL, a lone surrogate, a control character) is refused here, before anything (a
 * captcha, a code) is used up.
 */
export function parsePayload<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.output<S> {
  const badText = badTextFields(value, where);
  if (badText.length > 0) throw new AppError('request.invalid', 400, { fields: badText });
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('request.invalid', 400, {
      fields: [...new Set(parsed.error.issues.map((i) => [where, ...i.path].join('.')))],
    });
  }
  return parsed.data;
}

/** An encrypted body's payload (DESIGN.md section 3); a plain or broken body is refused. */
export function openEncryptedBody<S extends z.ZodType>(
  request: FastifyRequest,
  cipher: BodyCipher,
  schema: S,
): z.output<S> {
  if (request.headers[HEADER.encryption.toLowerCase()] !== ENCRYPTION_SCHEME) throw new AppError('request.encryption');
  const body = encryptedBodySchema.safeParse(request.body);
  if (!body.success) throw new AppError('request.encryption');
  return parsePayload(schema, cipher.decrypt(body.data));
}
