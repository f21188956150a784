import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { detectCountry } from './detect-country.ts';

/** `GET /geo/country` → `{"data": {"country": "JP"}}` (docs/build-plan.md). */
export function registerCountryRoute(app: FastifyInstance, config: Config): void {
  app.get('/geo/country', async (request, reply) => {
    const header = config.countryHeader ? request.headers[config.countryHeader] : undefined;
    const country = detectCountry({
      siteLocation: config.siteLocation,
      cdnCountry: Array.isArray(header) ? header[0] : header,
      acceptLanguage: request.headers['accept-language'],
    });
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'accept-language')
      .send({ data: { country } });
  });
}
