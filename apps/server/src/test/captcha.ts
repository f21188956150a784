import { pbkdf2Sync } from 'node:crypto';
import { CAPTCHA_CHALLENGE_PATH } from '@labbench/contract';
import { solveChallenge } from 'altcha-lib';
import type { Challenge, DeriveKeyFunction } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';

/** PBKDF2/SHA-256 as altcha-lib's, but synchronous: the solver's thousands of tries skip the thread-pool hop. */
const deriveKeySync: DeriveKeyFunction = (parameters, salt, password) =>
  Promise.resolve({ derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength, 'sha256') });

/** The widget's payload for a challenge: base64 of `{challenge, solution}`. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: deriveKeySync });
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Does what the ALTCHA widget does: fetches a challenge from the app and solves it. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.statusCode}`);
  return solvedPayload(response.json<Challenge>());
}
