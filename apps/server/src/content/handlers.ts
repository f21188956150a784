import type { contentRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { confirmNewsletter } from './confirm-newsletter.ts';
import { deleteContentTag } from './delete-content-tag.ts';
import { exportNewsletterSubscribers } from './export-newsletter-subscribers.ts';
import { getContentArticle } from './get-content-article.ts';
import { getContentArticles } from './get-content-articles.ts';
import { getContentContributors } from './get-content-contributors.ts';
import { getContentItem } from './get-content-item.ts';
import { getContentItems } from './get-content-items.ts';
import { getContentPage } from './get-content-page.ts';
import { getContentTags } from './get-content-tags.ts';
import { getNewsletterSubscribers } from './get-newsletter-subscribers.ts';
import { saveContentContributor } from './save-content-contributor.ts';
import { saveContentItem } from './save-content-item.ts';
import { saveContentTag } from './save-content-tag.ts';
import { searchByTopic } from './search-by-topic.ts';
import { sendContactMessage } from './send-contact-message.ts';
import { setContentPublication } from './set-content-publication.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';
import { unsubscribeNewsletter } from './unsubscribe-newsletter.ts';

/** The content domain's handlers: a request of `contentRequests` without one here does not compile. */
export const contentHandlers = {
  searchByTopic,
  getContentArticles,
  getContentArticle,
  getContentContributors,
  getContentPage,
  sendContactMessage,
  subscribeNewsletter,
  confirmNewsletter,
  unsubscribeNewsletter,
  getContentItems,
  getContentItem,
  saveContentItem,
  setContentPublication,
  getContentTags,
  saveContentTag,
  deleteContentTag,
  saveContentContributor,
  getNewsletterSubscribers,
  exportNewsletterSubscribers,
} satisfies { [N in keyof typeof contentRequests]: Handler<N> };
