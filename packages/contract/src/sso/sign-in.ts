/**
 * Sign-in through OpenID Connect providers (§2 Login, §7 "Sign-in windows"): corporate single sign-on, corporate
 * identity (ciam), a professional network and a social network. Which of them a site offers comes from its
 * configuration; the browser shows a button only for a configured one.
 */
export const SIGN_IN_PROVIDERS = ['sso', 'ciam', 'linkedin', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** `msg_type` of the token-login message (§4 "Token login"). */
export const LOGIN_MESSAGE_TYPES = ['SSO', 'ciam', 'SOCIAL_MEDIA_LOGIN'] as const;
export type LoginMessageType = (typeof LOGIN_MESSAGE_TYPES)[number];

/** The login type ValidateUser gets with a token: SOCIAL_MEDIA_LOGIN maps to SOCIAL. */
export const LOGIN_TYPES = ['SSO', 'ciam', 'SOCIAL'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The message type a provider's sign-in ends with. */
export const MESSAGE_TYPE_OF_PROVIDER: Record<SignInProvider, LoginMessageType> = {
  sso: 'SSO',
  ciam: 'ciam',
  linkedin: 'SOCIAL_MEDIA_LOGIN',
  facebook: 'SOCIAL_MEDIA_LOGIN',
};

/** Pop-up size of every sign-in window (§2, §9). */
export const SIGN_IN_POPUP = { width: 700, height: 500 } as const;

/**
 * Browser addresses that start a provider's sign-in (§7); `samewindow=1` runs it in the same window instead of
 * a pop-up. The China site opens the professional network at its own address, always in the same window.
 */
export const SIGN_IN_START_PATHS: Record<SignInProvider, string> = {
  sso: '/sso/index.php?sso',
  ciam: '/sso/ciam/index.php?sso',
  linkedin: '/api?request=loginByLinkedin',
  facebook: '/api?request=loginByFacebook',
};
export const CHINA_LINKEDIN_PATH = '/sso/linkedin/login.php';
/** Redirect URI registered with every provider. */
export const SIGN_IN_CALLBACK_PATH = '/sso/callback';
/** Hidden frames of the footer load this per provider on sign-out (single logout). */
export const SIGN_OUT_FRAME_PATH = '/sso/logout';
