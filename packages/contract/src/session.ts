import { z } from 'zod';

/** Login by username and password (spec section 3); the body travels encrypted (DESIGN.md 3). */
export const loginPayloadSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Only after a failed login asked for it. */
  captcha: z.string().trim().max(16).optional(),
  type: z.literal('username').default('username'),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

/** Login answer (spec section 3): the token goes to session storage and the Authorization header. */
export const loginValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  /** ISO time the session ends unless renewed. */
  expiresAt: z.string(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Change password v2 (spec sections 2 and 5): old_password, password, confimpsw. */
export const changePasswordPayloadSchema = z.object({
  old_password: z.string().min(1).max(128),
  password: z.string().min(1).max(128),
  confimpsw: z.string().min(1).max(128),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

/** Member info (spec section 3); null for an anonymous visitor (known-api.md). */
export const memberInfoSchema = z
  .object({
    id: z.string(),
    nickname: z.string(),
    account: z.string(),
    type: z.number().int(),
  })
  .nullable();
export type MemberInfo = z.infer<typeof memberInfoSchema>;
