import type { z } from 'zod';

/** Who may call a request: anyone, any signed-in user, or internal staff only. */
export type Access = 'public' | 'user' | 'internal';

export interface RequestDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** Schema of the JSON body. */
  payload: P;
  /** Schema of `data` on success. */
  response: R;
  access: Access;
}

/** Keeps a definition's exact schema types (a plain object literal would widen them). */
export function define<P extends z.ZodType, R extends z.ZodType>(def: RequestDefinition<P, R>) {
  return def;
}
