import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

/** The two HMAC secrets of altcha-lib: one signs the challenge, one the expected key (fast verification). */
export interface CaptchaKeys {
  signature: string;
  keySignature: string;
}

const SETTING_KEY = 'captcha_hmac_secret';

function deriveKeys(master: string): CaptchaKeys {
  const derive = (purpose: string) => createHmac('sha256', master).update(purpose).digest('hex');
  return { signature: derive('altcha challenge signature'), keySignature: derive('altcha key signature') };
}

/** Made by whichever process starts first (the insert is a no-op for the others), then read by all. */
async function storedSecret(db: Database): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTING_KEY));
  if (!row) throw new Error('captcha secret missing from settings');
  return row.value;
}

const fromDatabase = new WeakMap<Database, Promise<CaptchaKeys>>();

/**
 * CAPTCHA_HMAC_KEY when set; else a secret stored in the database, so that a challenge made by one API process
 * verifies in any other (a per-process random key would not).
 */
export function captchaKeys(db: Database, config: Config): Promise<CaptchaKeys> {
  if (config.captchaHmacKey) return Promise.resolve(deriveKeys(config.captchaHmacKey));
  let keys = fromDatabase.get(db);
  if (!keys) {
    keys = storedSecret(db).then(deriveKeys);
    fromDatabase.set(db, keys);
    keys.catch(() => fromDatabase.delete(db)); // a failed read is retried by the next request
  }
  return keys;
}
