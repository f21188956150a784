/** The export's name with the day it was made (UTC), e.g. `newsletter-subscribers-2026-11-27.csv`. */
export const subscribersFileName = (now: Date) => `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
