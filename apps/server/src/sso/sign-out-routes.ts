import { SIGN_IN_PROVIDERS, SIGN_OUT_FRAME_PATH } from '@labbench/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildEndSessionUrl } from 'openid-client';
import type { Config } from '../config.ts';
import { oidcClient, providerConfig } from './oidc-clients.ts';

/** Where a provider sends the hidden frame back after its logout. */
export const LOGGED_OUT_PATH = '/sso/logged-out';

const EMPTY_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title></title></head></html>';

const emptyPage = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(EMPTY_PAGE);

/**
 * Single logout: the footer loads `/sso/logout/<provider>` in hidden frames after sign-out. A provider with an
 * end-session endpoint gets the frame; otherwise (or unknown, unconfigured, unreachable) an empty page.
 * Framing by our own origin is allowed by the security headers (frame-ancestors 'self', SAMEORIGIN).
 */
export function registerSignOutRoutes(app: FastifyInstance, config: Config): void {
  app.get<{ Params: { provider: string } }>(`${SIGN_OUT_FRAME_PATH}/:provider`, async (request, reply) => {
    const provider = SIGN_IN_PROVIDERS.find((p) => p === request.params.provider);
    const settings = provider && providerConfig(config, provider);
    if (!settings) return emptyPage(reply);
    try {
      const client = await oidcClient(settings);
      if (!client.serverMetadata().end_session_endpoint) return emptyPage(reply);
      const url = buildEndSessionUrl(client, {
        client_id: settings.clientId,
        post_logout_redirect_uri: `${config.publicUrl}${LOGGED_OUT_PATH}`,
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    } catch (error) {
      request.log.warn({ provider, reason: String(error) }, 'provider sign-out skipped');
      return emptyPage(reply);
    }
  });
  app.get(LOGGED_OUT_PATH, (_request, reply) => emptyPage(reply));
}
