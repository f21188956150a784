import { createHash } from 'node:crypto';
import type { SignInProvider } from '@labbench/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInRequests } from '../db/schema/index.ts';

/** A sign-in sent to a provider must come back within 10 minutes. */
export const SIGN_IN_REQUEST_LIFETIME_MS = 10 * 60_000;

export interface SignInRequest {
  provider: SignInProvider;
  codeVerifier: string;
  nonce: string;
  sameWindow: boolean;
  /** SHA-256 of the browser binding (sign-in-browser.ts). */
  browserHash: string;
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Remembers a started sign-in in the database (any process may get the callback); expired ones go on the way. */
export async function storeSignInRequest(
  db: Database,
  state: string,
  request: SignInRequest,
  now = new Date(),
): Promise<void> {
  await db.delete(signInRequests).where(lt(signInRequests.expiresAt, now));
  await db.insert(signInRequests).values({
    stateHash: hashState(state),
    ...request,
    expiresAt: new Date(now.getTime() + SIGN_IN_REQUEST_LIFETIME_MS),
  });
}

/** The live request of a state, deleted in the same statement so a callback can use it only once. */
export async function takeSignInRequest(db: Database, state: string, now = new Date()): Promise<SignInRequest | null> {
  const [row] = await db
    .delete(signInRequests)
    .where(and(eq(signInRequests.stateHash, hashState(state)), gt(signInRequests.expiresAt, now)))
    .returning({
      provider: signInRequests.provider,
      codeVerifier: signInRequests.codeVerifier,
      nonce: signInRequests.nonce,
      sameWindow: signInRequests.sameWindow,
      browserHash: signInRequests.browserHash,
    });
  return row ?? null;
}
