import type { Domain, RequestName } from './requests.ts';

/**
 * The domain of each request, known without loading any schema: the browser loads a domain's response schemas (and
 * zod) with that domain's first call, not every domain's with the first call of any (D171). Kept equal to
 * `requestsByDomain` by request-domains.test.ts, which names any request missing here.
 */
export const REQUEST_DOMAINS = {
  ValidateUser: 'auth',
  signOut: 'auth',
  getSession: 'auth',
  sendforgotPassword: 'password',
  resetPassword: 'password',
  changePassword: 'password',
  changeExpiredPassword: 'password',
  getRegistationdropdownValue: 'registration',
  checkEmailIdAlreadyExist: 'registration',
  selfRegistation: 'registration',
  selfpreregistation: 'registration',
  selfregistationFullAccess: 'registration',
  labRegistationFullAccess: 'registration',
  verifyRegisteredUser: 'registration',
  getuserprofile: 'profile',
  getcontentreaderprofile: 'profile',
  updateUserProfilenew: 'profile',
  userRegistration: 'profile',
  updateConsent: 'consent',
  updatePrivecyConsent: 'consent',
  withdrawConcern: 'consent',
  validateCaptchaToken: 'captcha',
  getSurveyDetailsOfLab: 'survey',
  setSurveyStatus: 'survey',
  getCatSurveyLinkOfLab: 'survey',
  getCatSurveyLinkOfchinaLab: 'survey',
  getSurveyJsSurveyLink: 'survey',
  revokeSurveyLink: 'survey',
  importResponseFromSurveyJs: 'survey',
  importSurveyJsData: 'survey',
  getSurveyDetailsOfUser: 'survey',
  labDetails: 'survey',
  loadSurveyResponse: 'survey',
  saveSurveyAnswers: 'survey',
  completeSurveyResponse: 'survey',
  replyToSurveyQuestion: 'survey',
  getSurveysForValidation: 'review',
  validateSurveyQuestionsResponse: 'review',
  updateSurveyResponseByinternalUser: 'review',
  validateSurvayandapprove: 'review',
  submitSurveyComment: 'review',
  getSurveyComment: 'review',
  getBenchmarkDashboard: 'benchmark',
  getPeerGroupSize: 'benchmark',
  getBenchmarkSensitivity: 'benchmark',
  getBenchmarkLabs: 'benchmark',
  downloadDashboardReport: 'report',
  getReportData: 'report',
  getStaffHome: 'staff',
  startViewAsLab: 'staff',
  getAuditLog: 'staff',
  getlabName: 'admin',
  getinternallabName: 'admin',
  getlabanduser: 'admin',
  getUserOfLab: 'admin',
  createUser: 'admin',
  addNewUser: 'admin',
  updateInternalLab: 'admin',
  updateInternalUser: 'admin',
  deleteLabandUser: 'admin',
  deleteUser: 'admin',
  validateUserLink: 'admin',
  getcountryName: 'admin',
  getAllCountryName: 'admin',
  getTransferRounds: 'transfer',
  downloadAnswerTemplate: 'transfer',
  startAnswerImport: 'transfer',
  stageAnswerImportRows: 'transfer',
  getAnswerImport: 'transfer',
  commitAnswerImport: 'transfer',
  exportSurveyResponses: 'transfer',
  exportLabList: 'transfer',
  getValueByLanguageKey: 'translation',
  updateTranslationByLanguageKey: 'translation',
  getTranslationLog: 'translation',
  getTranslationGlossary: 'translation',
  getTranslationCoverage: 'translation',
  markTranslationReviewed: 'translation',
  searchByTopic: 'content',
  getContentArticles: 'content',
  getContentArticle: 'content',
  getContentContributors: 'content',
  getContentPage: 'content',
  sendContactMessage: 'content',
  subscribeNewsletter: 'content',
  confirmNewsletter: 'content',
  unsubscribeNewsletter: 'content',
  getContentItems: 'content',
  getContentItem: 'content',
  saveContentItem: 'content',
  setContentPublication: 'content',
  getContentTags: 'content',
  saveContentTag: 'content',
  deleteContentTag: 'content',
  saveContentContributor: 'content',
  getNewsletterSubscribers: 'content',
  exportNewsletterSubscribers: 'content',
  reportClientTelemetry: 'telemetry',
} as const satisfies Record<RequestName, Domain>;

/** Where the dispatcher answers every request (`POST /api?request=<Name>`). */
export const API_PATH = '/api';

/**
 * §3 contentApiBasePath: a path of this site (lowercase words, not under /assets) where the content domain's requests
 * are answered as well, so a proxy or CDN can route and cache the public content's calls apart from the portal's.
 */
export function isApiBasePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?!assets(?:\/|$))[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(value);
}

/** The path the browser sends `name` to: the content API's path for the content domain's requests, else /api. */
export function requestPath(name: keyof typeof REQUEST_DOMAINS, contentApiBasePath: string | undefined): string {
  return REQUEST_DOMAINS[name] === 'content' && isApiBasePath(contentApiBasePath) ? contentApiBasePath : API_PATH;
}
