import { DEFAULT_COUNTRY } from '@labbench/contract/constants';
import type { PayloadOf } from '@labbench/contract';

/** Where a registrant arrived from (§3 campaignUser, userCountry): never asked, sent with the registration. */
export type Arrival = Pick<PayloadOf<'selfRegistation'>, 'campaignUser' | 'userCountry'>;

const CAMPAIGN_PARAMS = ['campaign', 'utm_campaign'];
const CAMPAIGN = /^[\w .:-]{1,100}$/;

/**
 * The campaign of the address the visitor first opened (a campaign link may land on /home before the visitor goes on
 * to register) and the country detected for the page. A campaign value that is not a plain name is left out.
 */
export function arrivalOf(arrivalUrl: string, detectedCountry: string | null): Arrival {
  const query = new URL(arrivalUrl, 'http://localhost').searchParams;
  const campaign = CAMPAIGN_PARAMS.map((name) => query.get(name)?.trim()).find((v) => v && CAMPAIGN.test(v));
  return {
    ...(campaign ? { campaignUser: campaign } : {}),
    // Worldwide is what the page says when no country was detected.
    ...(detectedCountry && detectedCountry !== DEFAULT_COUNTRY ? { userCountry: detectedCountry } : {}),
  };
}

/** The address the page was first loaded with: the document's navigation entry, whatever the router did since. */
export function arrivalUrl(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry?.name ?? window.location.href;
}
