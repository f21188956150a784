import { define } from '../api/request-definition.ts';
import {
  confirmNewsletterPayload,
  confirmNewsletterResponse,
  getContentArticlePayload,
  getContentArticleResponse,
  getContentArticlesPayload,
  getContentArticlesResponse,
  getContentContributorsPayload,
  getContentContributorsResponse,
  getContentPagePayload,
  getContentPageResponse,
  searchByTopicPayload,
  searchByTopicResponse,
  sendContactMessagePayload,
  sendContactMessageResponse,
  subscribeNewsletterPayload,
  subscribeNewsletterResponse,
  unsubscribeNewsletterPayload,
  unsubscribeNewsletterResponse,
} from './schemas.ts';
import {
  deleteContentTagPayload,
  deleteContentTagResponse,
  exportNewsletterSubscribersPayload,
  exportNewsletterSubscribersResponse,
  getContentItemPayload,
  getContentItemResponse,
  getContentItemsPayload,
  getContentItemsResponse,
  getContentTagsPayload,
  getContentTagsResponse,
  getNewsletterSubscribersPayload,
  getNewsletterSubscribersResponse,
  saveContentContributorPayload,
  saveContentContributorResponse,
  saveContentItemPayload,
  saveContentItemResponse,
  saveContentTagPayload,
  saveContentTagResponse,
  setContentPublicationPayload,
  setContentPublicationResponse,
} from './staff-schemas.ts';

// The package's index exports this file: the schemas, constants and rules come with it.
export * from './schemas.ts';
export * from './staff-schemas.ts';
export * from './constants.ts';
export * from './language-chain.ts';
export * from './page-key.ts';
export * from './paths.ts';

/**
 * The public content area, the contact form and the newsletter (issue 17, D97): reads and forms for everyone, editing
 * and the subscriber list for staff.
 */
export const contentRequests = {
  searchByTopic: define({ payload: searchByTopicPayload, response: searchByTopicResponse, access: 'public' }),
  getContentArticles: define({
    payload: getContentArticlesPayload,
    response: getContentArticlesResponse,
    access: 'public',
  }),
  getContentArticle: define({
    payload: getContentArticlePayload,
    response: getContentArticleResponse,
    access: 'public',
  }),
  getContentContributors: define({
    payload: getContentContributorsPayload,
    response: getContentContributorsResponse,
    access: 'public',
  }),
  getContentPage: define({ payload: getContentPagePayload, response: getContentPageResponse, access: 'public' }),
  sendContactMessage: define({
    payload: sendContactMessagePayload,
    response: sendContactMessageResponse,
    access: 'public',
  }),
  subscribeNewsletter: define({
    payload: subscribeNewsletterPayload,
    response: subscribeNewsletterResponse,
    access: 'public',
  }),
  confirmNewsletter: define({
    payload: confirmNewsletterPayload,
    response: confirmNewsletterResponse,
    access: 'public',
  }),
  unsubscribeNewsletter: define({
    payload: unsubscribeNewsletterPayload,
    response: unsubscribeNewsletterResponse,
    access: 'public',
  }),
  getContentItems: define({ payload: getContentItemsPayload, response: getContentItemsResponse, access: 'internal' }),
  getContentItem: define({ payload: getContentItemPayload, response: getContentItemResponse, access: 'internal' }),
  saveContentItem: define({ payload: saveContentItemPayload, response: saveContentItemResponse, access: 'internal' }),
  setContentPublication: define({
    payload: setContentPublicationPayload,
    response: setContentPublicationResponse,
    access: 'internal',
  }),
  getContentTags: define({ payload: getContentTagsPayload, response: getContentTagsResponse, access: 'internal' }),
  saveContentTag: define({ payload: saveContentTagPayload, response: saveContentTagResponse, access: 'internal' }),
  deleteContentTag: define({
    payload: deleteContentTagPayload,
    response: deleteContentTagResponse,
    access: 'internal',
  }),
  saveContentContributor: define({
    payload: saveContentContributorPayload,
    response: saveContentContributorResponse,
    access: 'internal',
  }),
  getNewsletterSubscribers: define({
    payload: getNewsletterSubscribersPayload,
    response: getNewsletterSubscribersResponse,
    access: 'internal',
  }),
  exportNewsletterSubscribers: define({
    payload: exportNewsletterSubscribersPayload,
    response: exportNewsletterSubscribersResponse,
    access: 'internal',
    file: { contentType: 'text/csv; charset=utf-8' },
  }),
};
