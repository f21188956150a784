/** `GET /geo/country` (docs/build-plan.md): the visitor's country as the server detects it. */
export async function fetchVisitorCountry(): Promise<string | null> {
  try {
    const response = await fetch('/geo/country', { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { country?: unknown } } | null;
    const country = body?.data?.country;
    return typeof country === 'string' ? country : null;
  } catch {
    // Detection is a convenience: without it the page opens in the defaults.
    return null;
  }
}
