import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { countryVary, requestCountry } from './request-country.ts';

/** `GET /geo/country` → `{"data": {"country": "JP"}}` (docs/build-plan.md). index.html carries the same answer. */
export function registerCountryRoute(app: FastifyInstance, config: Config): void {
  app.get('/geo/country', async (request, reply) => {
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', countryVary(config))
      .send({ data: { country: requestCountry(request, config) } });
  });
}
