import { LOGIN_MESSAGE_TYPES, MESSAGE_TYPE_OF_PROVIDER, SIGN_IN_PROVIDERS } from '@labbench/contract/constants';
import type { LoginMessageType, LoginType, SignInProvider } from '@labbench/contract';

/**
 * The token-login message (§3 "Login message", §4 "Token login"): what a provider's sign-in ends with, in the
 * query of /login or posted by the sign-in pop-up to the login page that opened it.
 */
export type LoginMessage =
  | { kind: 'token'; msgType: LoginMessageType; token: string }
  | { kind: 'error'; msgType: LoginMessageType; code: string; provider: SignInProvider | null };

/** The message as posted between windows: `{msg_type, token}` or `{msg_type, error: {code}, actual_media_type}`. */
export type PostedLoginMessage =
  | { msg_type: LoginMessageType; token: string }
  | { msg_type: LoginMessageType; error: { code: string }; actual_media_type: SignInProvider | null };

/**
 * Query names of the address the server sends a finished provider sign-in to; `samewindow=1` says the sign-in
 * ran in this window, not in a pop-up.
 */
export const LOGIN_MESSAGE_PARAMS = ['msg_type', 'token', 'error_code', 'actual_media_type', 'samewindow'] as const;

/** The contract's loginToken limit; longer is not a token of ours. */
const MAX_TOKEN_LENGTH = 500;
const MAX_CODE_LENGTH = 100;

function isMessageType(value: unknown): value is LoginMessageType {
  return (LOGIN_MESSAGE_TYPES as readonly unknown[]).includes(value);
}

function usableText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value !== '' && value.length <= max ? value : null;
}

/**
 * The provider a failed sign-in names: the reported media type when it fits the message type, else the one
 * provider of that type (a social-network failure without a media type names none).
 */
export function providerOf(msgType: LoginMessageType, mediaType?: unknown): SignInProvider | null {
  const reported = SIGN_IN_PROVIDERS.find((p) => p === mediaType && MESSAGE_TYPE_OF_PROVIDER[p] === msgType);
  if (reported) return reported;
  const ofType = SIGN_IN_PROVIDERS.filter((p) => MESSAGE_TYPE_OF_PROVIDER[p] === msgType);
  return ofType.length === 1 ? ofType[0]! : null;
}

function toMessage(msgType: unknown, token: unknown, code: unknown, mediaType: unknown): LoginMessage | null {
  if (!isMessageType(msgType)) return null;
  const usableToken = usableText(token, MAX_TOKEN_LENGTH);
  if (usableToken) return { kind: 'token', msgType, token: usableToken };
  const usableCode = usableText(typeof code === 'number' ? String(code) : code, MAX_CODE_LENGTH);
  if (usableCode) return { kind: 'error', msgType, code: usableCode, provider: providerOf(msgType, mediaType) };
  return null;
}

/** The message in the query of /login, or null when the query carries none (§5: a type and a token or code). */
export function loginMessageFromQuery(search: string): LoginMessage | null {
  const query = new URLSearchParams(search);
  return toMessage(query.get('msg_type'), query.get('token'), query.get('error_code'), query.get('actual_media_type'));
}

/**
 * The message in a window message's data: an object, or its JSON text, with `msg_type` of the three and a token
 * or an error code (§4, §5). Anything else (other scripts' messages, non-JSON text) is null: ignored.
 */
export function loginMessageFromData(data: unknown): LoginMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const error = record.error;
  const code = typeof error === 'object' && error !== null ? (error as Record<string, unknown>).code : undefined;
  return toMessage(record.msg_type, record.token, code, record.actual_media_type);
}

/** What the sign-in pop-up posts to its opener. */
export function postedLoginMessage(message: LoginMessage): PostedLoginMessage {
  return message.kind === 'token'
    ? { msg_type: message.msgType, token: message.token }
    : { msg_type: message.msgType, error: { code: message.code }, actual_media_type: message.provider };
}

/** The login type ValidateUser gets with the token: SOCIAL_MEDIA_LOGIN signs in as SOCIAL (§4). */
export function loginTypeOf(msgType: LoginMessageType): LoginType {
  return msgType === 'SOCIAL_MEDIA_LOGIN' ? 'SOCIAL' : msgType;
}

/**
 * The login message of a `message` event, or null to ignore it: only this site's own windows may sign the user
 * in, so a message from any other origin is dropped whatever it carries.
 */
export function acceptedLoginMessage(event: { origin: string; data: unknown }, ownOrigin: string): LoginMessage | null {
  return event.origin === ownOrigin ? loginMessageFromData(event.data) : null;
}

/** The sign-in ran in this window (China, a blocked pop-up): the page signs in itself, whatever opened it. */
export function ranInSameWindow(search: string): boolean {
  return new URLSearchParams(search).get('samewindow') === '1';
}

/** The query without the message, so a used token does not stay in the address bar or the history. */
export function searchWithoutLoginMessage(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of LOGIN_MESSAGE_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
