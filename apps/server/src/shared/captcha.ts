import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { usedCaptchas } from '../db/schema/index.ts';
import { captchaKeys } from './captcha-keys.ts';

/**
 * ALTCHA proof of work (PoW v2 of altcha-lib 2 and the altcha 3 widget): the browser tries counters until the
 * PBKDF2 key matches the prefix. A counter from 1,000 to 5,000 at 100 iterations is a few thousand small
 * derivations: well under a second on a phone, yet a cost for a script sending thousands of requests.
 */
export const CAPTCHA = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 100,
  minCounter: 1_000,
  maxCounter: 5_000,
  lifetimeMs: 10 * 60_000,
} as const;

/** The widget's base64 payload: the challenge as the server signed it and the counter found. */
const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every field the server signed must stay, or the signature no longer matches.
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA.algorithm),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

export async function newChallenge(db: Database, config: Config): Promise<Challenge> {
  const keys = await captchaKeys(db, config);
  return createChallenge({
    algorithm: CAPTCHA.algorithm,
    cost: CAPTCHA.cost,
    counter: randomInt(CAPTCHA.minCounter, CAPTCHA.maxCounter),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA.lifetimeMs),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return null; // not base64 JSON
  }
}

/** A correctly solved, signed and unexpired challenge, or null. Says nothing about earlier use. */
async function verifiedChallenge(db: Database, config: Config, payload: string) {
  const parsed = decodePayload(payload);
  if (!parsed?.success) return null;
  const keys = await captchaKeys(db, config);
  const { challenge, solution } = parsed.data;
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    return result.verified ? challenge : null;
  } catch {
    return null; // malformed hex and the like
  }
}

/** validateCaptchaToken: would this solution be accepted now? Does not use it up. */
export async function isCaptchaValid(db: Database, config: Config, payload: string): Promise<boolean> {
  const challenge = await verifiedChallenge(db, config, payload);
  if (!challenge) return false;
  const used = await db
    .select({ signature: usedCaptchas.signature })
    .from(usedCaptchas)
    .where(eq(usedCaptchas.signature, challenge.signature))
    .limit(1);
  return used.length === 0;
}

/**
 * Accepts a solution once: its challenge signature is recorded (atomically, so two processes cannot both accept
 * it) until the challenge expires; expired records are removed on the way.
 */
export async function useCaptcha(db: Database, config: Config, payload: string): Promise<boolean> {
  const challenge = await verifiedChallenge(db, config, payload);
  if (!challenge) return false;
  const now = new Date();
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
  const inserted = await db
    .insert(usedCaptchas)
    .values({ signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return inserted.length === 1;
}
