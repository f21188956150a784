import { count, desc } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';
import { subscribedWhere, subscriberColumns } from './newsletter-list.ts';

/** Subscribers per page of the staff list. */
export const NEWSLETTER_LIST_PAGE_SIZE = 50;

/** getNewsletterSubscribers (staff): the confirmed, still subscribed addresses, newest confirmation first. */
export const getNewsletterSubscribers: Handler<'getNewsletterSubscribers'> = async ({ search, page }, { db }) => {
  const where = subscribedWhere(search);
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.confirmedAt), desc(newsletterSubscribers.id))
      .limit(NEWSLETTER_LIST_PAGE_SIZE)
      .offset((page - 1) * NEWSLETTER_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return {
    data: {
      items: rows.map((row) => ({
        ...row,
        signedUpAt: row.signedUpAt.toISOString(),
        confirmedAt: row.confirmedAt?.toISOString() ?? '',
      })),
      total: total?.n ?? 0,
      page,
      pageSize: NEWSLETTER_LIST_PAGE_SIZE,
    },
  };
};
