import { STRING_ERROR_CODES } from '@labbench/contract/codes';

/** The survey error codes and the texts that explain them (`errors.*`). */
const MESSAGES: Record<string, string> = {
  [STRING_ERROR_CODES.surveyLinkRevoked]: 'errors.surveyLinkRevoked',
  [STRING_ERROR_CODES.surveyRoundClosed]: 'errors.surveyRoundClosed',
  [STRING_ERROR_CODES.surveyLinkUnknown]: 'errors.surveyLinkUnknown',
  [STRING_ERROR_CODES.surveySubmitted]: 'errors.surveySubmitted',
  [STRING_ERROR_CODES.unknownLabCode]: 'errors.unknownLabCode',
  [STRING_ERROR_CODES.wrongSite]: 'errors.wrongSite',
  [STRING_ERROR_CODES.notFound]: 'errors.notFound',
  [STRING_ERROR_CODES.invalidState]: 'errors.invalidState',
  [STRING_ERROR_CODES.invalidPayload]: 'errors.invalidRequest',
  [STRING_ERROR_CODES.databaseUnavailable]: 'errors.serviceUnavailable',
  network_error: 'errors.network',
};

/** The code of a failed call (an ApiCallError carries the server's `error`); null for anything else. */
function failureCode(error: unknown): string | number | null {
  if (typeof error !== 'object' || error === null || !('error' in error)) return null;
  const inner = error.error;
  return typeof inner === 'object' && inner !== null && 'code' in inner ? (inner.code as string | number) : null;
}

/** The message key for a failed survey call; anything else is "Error in process" (§8). */
export function surveyFailureKey(error: unknown): string {
  return MESSAGES[String(failureCode(error))] ?? 'errors.processError';
}

const FINAL_CODES = new Set<string | number>([
  STRING_ERROR_CODES.surveyLinkRevoked,
  STRING_ERROR_CODES.surveyRoundClosed,
  STRING_ERROR_CODES.surveyLinkUnknown,
  STRING_ERROR_CODES.surveySubmitted,
]);

/** Failures that end the form for good (reloading does not help), as opposed to a save that may be retried. */
export function isFinalLinkFailure(error: unknown): boolean {
  const code = failureCode(error);
  return code !== null && FINAL_CODES.has(code);
}
