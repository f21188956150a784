import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The pages a sign-in pop-up passes through on this site: the start addresses, the callback and the login page it
 * ends on. The provider's pages in between send no opener policy, so these must not either: any other policy here
 * would put the pop-up in a new browsing context group and cut it off from the login page that opened it.
 */
const SIGN_IN_WINDOW_PATHS = /^\/(?:sso\/|login(?:[?#]|$)|api\?request=loginBy)/;

/** HSTS as helmet words it by default: a year, subdomains included (docs/security.md "Headers"). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet with a CSP for the Vite-built SPA: scripts only from this origin, inline styles allowed because
 * Mantine sets style attributes and injects CSS variables. Only our own pages may frame ours (the survey form's frame).
 * HSTS on every answer to a request that came over HTTPS — directly, or through a proxy TRUST_PROXY trusts and its
 * X-Forwarded-Proto — and on every answer when PUBLIC_URL is https (a browser ignores it over plain HTTP).
 * `frameOrigins`: the sign-in providers, whose end-session pages load in the footer's hidden single-logout frames.
 * `assetOrigins`: the CDN the built assets load from (CDN_URL), if any.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    https,
    frameOrigins,
    assetOrigins = [],
  }: { https: boolean; frameOrigins: readonly string[]; assetOrigins?: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...assetOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...assetOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...assetOrigins],
        fontSrc: ["'self'", 'data:', ...assetOrigins],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Decided per request below: helmet knows only the configuration, not how the request came.
    strictTransportSecurity: false,
    // Our pages keep their reference to the sign-in pop-ups they open (docs/build-plan.md "Sign-in providers").
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (https || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (SIGN_IN_WINDOW_PATHS.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}
