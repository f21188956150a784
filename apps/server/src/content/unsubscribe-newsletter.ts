import type { Handler } from '../api/handler.ts';
import { newsletterLinkInvalid } from './newsletter-outcomes.ts';
import { unsubscribeByToken } from './newsletter-unsubscribe.ts';

/** unsubscribeNewsletter: the button of the `/newsletter/unsubscribe/:token` page (the page's GET changes nothing). */
export const unsubscribeNewsletter: Handler<'unsubscribeNewsletter'> = async ({ token }, { db }) => {
  if (!(await unsubscribeByToken(db, token))) throw newsletterLinkInvalid();
  return { data: { status: 'unsubscribed' } };
};
