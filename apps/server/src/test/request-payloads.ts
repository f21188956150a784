import type { PayloadOf, RequestName } from '@labbench/contract';
import { profileUpdate } from '../profile/test-payloads.ts';
import { labRegistration, labStep, readerRegistration } from '../registration/test-payloads.ts';
import type { PayloadContext } from './access-walk.ts';
import { adminPayloads } from '../admin/test-payloads.ts';
import { staffPayloads } from '../staff/test-payloads.ts';
import { contentPayloads } from '../content/test-payloads.ts';
import { transferPayloads } from '../transfer/test-payloads.ts';
import { surveyPayloads } from '../survey/test-payloads.ts';
import { translationPayloads } from '../translation/test-payloads.ts';

const NEW_PASSWORD = 'Changed#2026x';
/** A response id and a link token no row has: staff and link calls answer "not found", never a refusal. */
const NO_SUCH_RESPONSE = '00000000-0000-4000-8000-000000000000';
const NO_SUCH_LINK = 'no-such-survey-link-token';

/**
 * A valid payload of every request of the contract, for the access walk (api/access.test.ts). Its type lists every
 * request name: a request added to the contract without a payload here does not compile. A lab-scoped request names
 * `ctx.lab` in its lab field.
 */
export const requestPayloads: { [N in RequestName]: (ctx: PayloadContext) => PayloadOf<N> } = {
  ValidateUser: ({ email, password }) => ({ email, password }),
  signOut: () => ({}),
  getSession: () => ({}),
  sendforgotPassword: ({ email }) => ({ email, captcha: 'not-solved' }),
  resetPassword: () => ({ token: 'no-such-link', otp: '123456', newPassword: NEW_PASSWORD }),
  changePassword: ({ password }) => ({ Password: password, newPassword: NEW_PASSWORD }),
  changeExpiredPassword: ({ userId, password }) => ({ userId, Password: password, newPassword: NEW_PASSWORD }),
  getRegistationdropdownValue: () => ({}),
  checkEmailIdAlreadyExist: ({ email }) => ({ email }),
  selfRegistation: () => ({ ...labRegistration(), captcha: 'not-solved' }),
  selfpreregistation: () => ({ ...readerRegistration(), captcha: 'not-solved' }),
  selfregistationFullAccess: () => labStep(),
  labRegistationFullAccess: () => labStep(),
  verifyRegisteredUser: () => ({ token: 'no-such-link' }),
  getuserprofile: () => ({}),
  getcontentreaderprofile: () => ({}),
  updateUserProfilenew: () => profileUpdate(),
  userRegistration: () => profileUpdate(),
  updateConsent: () => ({ agree: 'yes' }),
  updatePrivecyConsent: () => ({ privacyConsent: true }),
  withdrawConcern: ({ email }) => ({ emailId: email }),
  validateCaptchaToken: () => ({ token: 'not-solved' }),
  getSurveyDetailsOfLab: ({ lab }) => ({ lab_code: lab.code }),
  setSurveyStatus: ({ lab }) => ({ lab_code: lab.code, s_category: 'CL', status: 'A' }),
  getCatSurveyLinkOfLab: ({ lab }) => ({ lab_code: lab.code, q_cat_code: 'CL', checkExistanceOfData: false }),
  getCatSurveyLinkOfchinaLab: ({ lab }) => ({ lab_code: lab.code, q_cat_code: 'CL', checkExistanceOfData: false }),
  getSurveyJsSurveyLink: ({ userId }) => ({ userId, checkExistanceOfData: false }),
  revokeSurveyLink: ({ lab }) => ({ lab_code: lab.code, q_cat_code: 'CL' }),
  importResponseFromSurveyJs: ({ lab }) => ({ lab_code: lab.code, contactId: NO_SUCH_RESPONSE, q_cat_code: 'CL' }),
  importSurveyJsData: ({ lab }) => ({ labCode: lab.code, qCatCode: 'CL' }),
  getSurveyDetailsOfUser: ({ userId }) => ({ userId }),
  labDetails: ({ lab }) => ({ labCode: lab.code, location: 'apac', surveyCategoryCode: 'CL' }),
  loadSurveyResponse: () => ({ token: NO_SUCH_LINK }),
  saveSurveyAnswers: () => ({ token: NO_SUCH_LINK, answers: [{ code: 'CL_SAMPLES_PER_DAY', value: 400 }] }),
  completeSurveyResponse: () => ({ token: NO_SUCH_LINK }),
  getSurveysForValidation: () => ({ page: 1, categories: ['CL', 'ML'], countryCodes: ['TH'], statuses: ['pending'] }),
  validateSurveyQuestionsResponse: () => ({ responseId: NO_SUCH_RESPONSE }),
  updateSurveyResponseByinternalUser: () => ({ responseId: NO_SUCH_RESPONSE, code: 'CL_SAMPLES_PER_DAY', value: 400 }),
  validateSurvayandapprove: () => ({ responseId: NO_SUCH_RESPONSE, status: 'A' }),
  submitSurveyComment: ({ lab }) => ({
    labCode: lab.code,
    responseId: NO_SUCH_RESPONSE,
    code: 'CL_SAMPLES_PER_DAY',
    comment: 'Is this the daily average?',
  }),
  getSurveyComment: ({ lab }) => ({ labCode: lab.code, category: 'CL' }),
  getBenchmarkDashboard: ({ lab }) => ({ labCode: lab.code, category: 'CL' }),
  getPeerGroupSize: ({ lab }) => ({ labCode: lab.code, category: 'CL', peers: { region: 'apac' } }),
  getBenchmarkSensitivity: ({ lab }) => ({ labCode: lab.code, category: 'CL' }),
  getBenchmarkLabs: () => ({ page: 1 }),
  downloadDashboardReport: ({ lab }) => ({
    labCode: lab.code,
    category: 'CL',
    sections: ['management'],
    language: 'en',
  }),
  getReportData: () => ({ grant: 'no-such-report-grant-0000' }),
  reportClientTelemetry: () => ({
    key: 'no-telemetry-key-configured',
    buildDate: null,
    language: 'en',
    browser: 'chrome',
    events: [
      { kind: 'pageLoad', route: '/home', ttfbMs: 1, domContentLoadedMs: 2, loadMs: 3, firstContentfulPaintMs: null },
    ],
  }),
  ...staffPayloads,
  ...adminPayloads,
  ...transferPayloads,
  ...surveyPayloads,
  ...translationPayloads,
  ...contentPayloads,
};
