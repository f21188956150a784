import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { registerSignInRoutes } from './sign-in-routes.ts';
import { registerSignOutRoutes } from './sign-out-routes.ts';

/** Every route of sign-in through OpenID Connect providers. */
export function registerSsoRoutes(app: FastifyInstance, db: Database, config: Config): void {
  registerSignInRoutes(app, db, config);
  registerSignOutRoutes(app, config);
}
