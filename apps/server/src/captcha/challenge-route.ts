import { CAPTCHA_CHALLENGE_PATH } from '@labbench/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { newChallenge } from '../shared/captcha.ts';

/** `GET /captcha/challenge`: a fresh signed challenge for the ALTCHA widget; never cached. */
export function registerCaptchaChallengeRoute(app: FastifyInstance, db: Database, config: Config): void {
  app.get(CAPTCHA_CHALLENGE_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await newChallenge(db, config)),
  );
}
