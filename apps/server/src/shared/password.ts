import { randomBytes } from 'node:crypto';
import { hash, hashSync, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes): ~30 ms per hash or verify here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Made once per process with the same parameters as real hashes, so checking a password of an unknown
 * account costs the same time as checking a real one and response times do not reveal which e-mails exist.
 */
const DUMMY_HASH = hashSync(randomBytes(16).toString('hex'));

/** Verifies against the stored hash, or against the dummy hash when there is no account. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
    return ok && storedHash !== undefined;
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
