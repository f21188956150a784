import type { z } from 'zod';
import { authRequests } from '../auth/requests.ts';
import { benchmarkRequests } from '../benchmark/requests.ts';
import { captchaRequests } from '../captcha/requests.ts';
import { consentRequests } from '../consent/requests.ts';
import { passwordRequests } from '../password/requests.ts';
import { profileRequests } from '../profile/requests.ts';
import { registrationRequests } from '../registration/requests.ts';
import { reportRequests } from '../report/requests.ts';
import { reviewRequests } from '../review/requests.ts';
import { surveyRequests } from '../survey/requests.ts';
import { staffRequests } from '../staff/requests.ts';
import { adminRequests } from '../admin/requests.ts';
import { transferRequests } from '../transfer/requests.ts';
import { translationRequests } from '../translation/requests.ts';
import { contentRequests } from '../content/requests.ts';
import { telemetryRequests } from '../telemetry/requests.ts';

export type {
  Access,
  CallerScope,
  FileAnswer,
  LabScope,
  LabScopeKind,
  RequestDefinition,
} from './request-definition.ts';

/** Each domain's requests under its folder name (the server keeps a domain's handlers in the folder of that name). */
export const requestsByDomain = {
  auth: authRequests,
  password: passwordRequests,
  registration: registrationRequests,
  profile: profileRequests,
  consent: consentRequests,
  captcha: captchaRequests,
  survey: surveyRequests,
  review: reviewRequests,
  benchmark: benchmarkRequests,
  report: reportRequests,
  staff: staffRequests,
  admin: adminRequests,
  transfer: transferRequests,
  translation: translationRequests,
  content: contentRequests,
  telemetry: telemetryRequests,
};
export type Domain = keyof typeof requestsByDomain;

/** Every request name the API answers at `POST /api?request=<Name>`. */
export const requests = {
  ...authRequests,
  ...passwordRequests,
  ...registrationRequests,
  ...profileRequests,
  ...consentRequests,
  ...captchaRequests,
  ...surveyRequests,
  ...reviewRequests,
  ...benchmarkRequests,
  ...reportRequests,
  ...staffRequests,
  ...adminRequests,
  ...transferRequests,
  ...translationRequests,
  ...contentRequests,
  ...telemetryRequests,
};

export type Requests = typeof requests;
export type RequestName = keyof Requests;
export type PayloadOf<N extends RequestName> = z.input<Requests[N]['payload']>;
export type ParsedPayloadOf<N extends RequestName> = z.output<Requests[N]['payload']>;
export type ResponseOf<N extends RequestName> = z.output<Requests[N]['response']>;

export function isRequestName(name: unknown): name is RequestName {
  return typeof name === 'string' && Object.hasOwn(requests, name);
}
