import { z } from 'zod';

/** `GET /geo/country` (docs/build-plan.md): the visitor's country as the server detects it. */
const geoCountryResponse = z.object({ data: z.object({ country: z.string() }) });

/** The detected country code, or null when detection is unavailable: the page then opens in the defaults. */
export async function fetchVisitorCountry(): Promise<string | null> {
  try {
    const response = await fetch('/geo/country', { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return null;
    return geoCountryResponse.parse(await response.json()).data.country;
  } catch {
    return null;
  }
}
