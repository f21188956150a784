import type { contentRequests, PayloadOf } from '@labbench/contract';
import type { PayloadContext } from '../test/access-walk.ts';

const NO_SUCH_ITEM = 'no-such-content-item';

/** A valid payload of every request of the content domain, for the generated access walk (test/request-payloads.ts). */
export const contentPayloads: { [N in keyof typeof contentRequests]: (ctx: PayloadContext) => PayloadOf<N> } = {
  searchByTopic: () => ({ lang: 'th' }),
  getContentArticles: () => ({ lang: 'ja', section: 'thought-leadership', page: 1 }),
  getContentArticle: () => ({ lang: 'en', section: 'inspiration', slug: 'no-such-article' }),
  getContentContributors: () => ({ lang: 'zhcn' }),
  getContentPage: () => ({ lang: 'de', pageType: 'privacy', country: 'DE' }),
  sendContactMessage: () => ({
    firstName: 'Mali',
    lastName: 'Srisuk',
    email: 'mali@demo.example',
    company: 'Bangkok General',
    country: 'TH',
    message: 'Could you tell me when the next round opens?',
    language: 'th',
    captcha: 'not-a-solution',
  }),
  subscribeNewsletter: () => ({
    firstName: 'Kenji',
    lastName: 'Sato',
    email: 'kenji@demo.example',
    company: 'Osaka Clinical Lab',
    country: 'JP',
    jobTitle: 'Laboratory Manager',
    legalConsent: true,
    marketingConsent: false,
    language: 'ja',
    captcha: 'not-a-solution',
  }),
  confirmNewsletter: () => ({ token: 'no-such-newsletter-token' }),
  unsubscribeNewsletter: () => ({ token: 'no-such-newsletter-token' }),
  getContentItems: () => ({ kind: 'article', page: 1 }),
  getContentItem: () => ({ id: NO_SUCH_ITEM }),
  saveContentItem: () => ({
    id: NO_SUCH_ITEM,
    kind: 'page',
    pageType: 'community',
    versions: [{ lang: 'en', title: 'Community', summary: '', body: 'Meet other labs.' }],
  }),
  setContentPublication: () => ({ id: NO_SUCH_ITEM, lang: 'en', published: true }),
  getContentTags: () => ({}),
  saveContentTag: () => ({ slug: 'walk-tag', names: { en: 'Walk tag' } }),
  deleteContentTag: () => ({ slug: 'no-such-tag' }),
  saveContentContributor: () => ({ name: 'Dr. Walk', role: { en: 'Pathologist' }, bio: {} }),
  getNewsletterSubscribers: () => ({ page: 1 }),
  exportNewsletterSubscribers: () => ({}),
};
