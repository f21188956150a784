import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { detectCountry } from './detect-country.ts';

/** The visitor's country from a request's headers: the trusted CDN header when configured, else Accept-Language. */
export function requestCountry(request: FastifyRequest, config: Pick<Config, 'siteLocation' | 'countryHeader'>) {
  const header = config.countryHeader ? request.headers[config.countryHeader] : undefined;
  return detectCountry({
    siteLocation: config.siteLocation,
    cdnCountry: Array.isArray(header) ? header[0] : header,
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The request headers the detected country depends on, for `Vary`. */
export function countryVary(config: Pick<Config, 'countryHeader'>): string {
  return config.countryHeader ? `accept-language, ${config.countryHeader}` : 'accept-language';
}
