import { z } from 'zod';

/** A switch of the configuration: on, off, true, false, 1 or 0. */
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['on', 'off', 'true', 'false', '1', '0'].includes(v), 'must be one of on, off, true, false, 1, 0')
  .transform((v) => v === 'on' || v === 'true' || v === '1');
