import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The pages a sign-in pop-up passes through on this site: the start addresses, the callback and the login page it
 * ends on. The provider's pages in between send no opener policy, so these must not either: any other policy here
 * would put the pop-up in a new browsing context group and cut it off from the login page that opened it.
 */
const SIGN_IN_WINDOW_PATHS = /^\/(?:sso\/|login(?:[?#]|$)|api\?request=loginBy)/;

/**
 * Helmet with a CSP for the Vite-built SPA: scripts only from this origin, inline styles allowed because
 * Mantine sets style attributes and injects CSS variables. HTTPS-only headers only when served over HTTPS.
 * `frameOrigins`: the sign-in providers, whose end-session pages load in the footer's hidden single-logout frames.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { https, frameOrigins }: { https: boolean; frameOrigins: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    // Our pages keep their reference to the sign-in pop-ups they open (docs/build-plan.md "Sign-in providers").
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (SIGN_IN_WINDOW_PATHS.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}
