import type { Domain, RequestName, Requests } from '@labbench/contract';
import { REQUEST_DOMAINS } from '@labbench/contract/request-domains';

type Loaders = { [D in Domain]: () => Promise<Partial<Requests>> };

/**
 * Each domain's requests (and so its response schemas) as a chunk of its own, loaded with that domain's first call:
 * a screen that reads content loads the content domain's schemas, not every domain's (D171).
 */
const LOADERS: Loaders = {
  auth: () => import('@labbench/contract/requests/auth').then((m) => m.authRequests),
  password: () => import('@labbench/contract/requests/password').then((m) => m.passwordRequests),
  registration: () => import('@labbench/contract/requests/registration').then((m) => m.registrationRequests),
  profile: () => import('@labbench/contract/requests/profile').then((m) => m.profileRequests),
  consent: () => import('@labbench/contract/requests/consent').then((m) => m.consentRequests),
  captcha: () => import('@labbench/contract/requests/captcha').then((m) => m.captchaRequests),
  survey: () => import('@labbench/contract/requests/survey').then((m) => m.surveyRequests),
  review: () => import('@labbench/contract/requests/review').then((m) => m.reviewRequests),
  benchmark: () => import('@labbench/contract/requests/benchmark').then((m) => m.benchmarkRequests),
  report: () => import('@labbench/contract/requests/report').then((m) => m.reportRequests),
  staff: () => import('@labbench/contract/requests/staff').then((m) => m.staffRequests),
  admin: () => import('@labbench/contract/requests/admin').then((m) => m.adminRequests),
  transfer: () => import('@labbench/contract/requests/transfer').then((m) => m.transferRequests),
  translation: () => import('@labbench/contract/requests/translation').then((m) => m.translationRequests),
  content: () => import('@labbench/contract/requests/content').then((m) => m.contentRequests),
  telemetry: () => import('@labbench/contract/requests/telemetry').then((m) => m.telemetryRequests),
};

/** The contract's definition of `name`, its response schema included. */
export async function requestDefinition<N extends RequestName>(name: N): Promise<Requests[N]> {
  const definitions = await LOADERS[REQUEST_DOMAINS[name]]();
  const definition = definitions[name];
  if (!definition) throw new Error(`${name} is not among its domain's requests`);
  return definition;
}
