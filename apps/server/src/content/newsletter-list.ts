import { and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { newsletterSubscribers } from '../db/schema/index.ts';

/** LIKE's own wildcards in a search are plain characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The list staff see and export: confirmed and still subscribed. `search` matches part of the address, the name or
 * the company, in any case.
 */
export function subscribedWhere(search?: string): SQL | undefined {
  const s = newsletterSubscribers;
  const listed = and(isNotNull(s.confirmedAt), isNull(s.unsubscribedAt));
  if (!search) return listed;
  const pattern = likePattern(search);
  const matches = or(
    sql`${s.email} ilike ${pattern}`,
    sql`${s.firstName} ilike ${pattern}`,
    sql`${s.lastName} ilike ${pattern}`,
    sql`${s.company} ilike ${pattern}`,
    sql`(${s.firstName} || ' ' || ${s.lastName}) ilike ${pattern}`,
  );
  return and(listed, matches);
}

/** The columns of a listed subscriber. */
export const subscriberColumns = {
  email: newsletterSubscribers.email,
  firstName: newsletterSubscribers.firstName,
  lastName: newsletterSubscribers.lastName,
  company: newsletterSubscribers.company,
  country: newsletterSubscribers.country,
  jobTitle: newsletterSubscribers.jobTitle,
  language: newsletterSubscribers.langId,
  marketingConsent: newsletterSubscribers.marketingConsent,
  consentVersion: newsletterSubscribers.consentVersion,
  signedUpAt: newsletterSubscribers.signedUpAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
};
