import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  cache: z.enum(['memory', 'redis']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
