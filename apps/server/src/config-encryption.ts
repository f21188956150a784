import type { ResponseKeyMaterial } from '@labbench/contract';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The key material of response encryption (§7), spread into config.ts's schema; ENCRYPT_RESPONSE turns it on. */
export const encryptionEnv = {
  ENCRYPTION_SECRET: optional(z.string()),
  ENCRYPTION_SALT: optional(z.string()),
  ENCRYPTION_IV: optional(z.string()),
};

/** Defaults for development and tests only: they are in this public repository, so production must set a secret. */
export const DEVELOPMENT_KEY_MATERIAL: ResponseKeyMaterial = {
  secret: 'labbench-development-only-secret',
  salt: 'labbench-development-salt',
  iv: 'labbench-development-iv',
};

export const ENCRYPTION_SECRET_MIN_LENGTH = 16;

interface EncryptionEnv {
  NODE_ENV: string;
  ENCRYPT_RESPONSE: boolean;
  ENCRYPTION_SECRET?: string | undefined;
  ENCRYPTION_SALT?: string | undefined;
  ENCRYPTION_IV?: string | undefined;
}

/** What is wrong with the encryption settings, as start-up's one line says it (never the secret); else undefined. */
export function encryptionProblem(env: EncryptionEnv): string | undefined {
  if (env.ENCRYPTION_SECRET !== undefined && env.ENCRYPTION_SECRET.length < ENCRYPTION_SECRET_MIN_LENGTH) {
    return `ENCRYPTION_SECRET must be at least ${ENCRYPTION_SECRET_MIN_LENGTH} characters`;
  }
  if (env.ENCRYPT_RESPONSE && env.NODE_ENV === 'production' && env.ENCRYPTION_SECRET === undefined) {
    return 'ENCRYPT_RESPONSE=on in production needs ENCRYPTION_SECRET (the development default is public); set it or ENCRYPT_RESPONSE=off';
  }
  return undefined;
}

export interface EncryptionConfig {
  /**
   * ENCRYPT_RESPONSE=on: the key material the API's answers are encrypted under, also handed to the browser in the
   * page (so this hides answers from casual reading only, docs/security.md); null: off, answers go as they are.
   */
  responseEncryption: ResponseKeyMaterial | null;
}

export function encryptionConfig(env: EncryptionEnv): EncryptionConfig {
  if (!env.ENCRYPT_RESPONSE) return { responseEncryption: null };
  return {
    responseEncryption: {
      secret: env.ENCRYPTION_SECRET ?? DEVELOPMENT_KEY_MATERIAL.secret,
      salt: env.ENCRYPTION_SALT ?? DEVELOPMENT_KEY_MATERIAL.salt,
      iv: env.ENCRYPTION_IV ?? DEVELOPMENT_KEY_MATERIAL.iv,
    },
  };
}
