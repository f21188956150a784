import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerDispatcher } from './api/dispatcher.ts';
import type { ApiRegistry, RequestDefinitions } from './api/handler.ts';
import { apiRegistry } from './api/handlers.ts';
import { registerCaptchaChallengeRoute } from './captcha/challenge-route.ts';
import { registerNewsletterOneClickRoute } from './content/newsletter-one-click-route.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCountryRoute } from './geo/country-route.ts';
import { startReportPrinter } from './report/report-printer.ts';
import { startOutboxSender } from './mail/outbox-sender.ts';
import { settleMailDeliveries } from './mail/send-mail.ts';
import { startProcessingWorker } from './survey/processing-worker.ts';
import { registerSsoRoutes } from './sso/routes.ts';
import { readTranslationFile, registerTranslationFiles } from './translation/translation-files.ts';
import { safeLoggerOptions } from './shared/safe-log.ts';
import { registerChangeFeed, startChangeFeed } from './shared/change-feed.ts';
import { registerTextsCache, TextsCache } from './shared/texts-cache.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';
import { registerServerErrors } from './web/server-errors.ts';
import { registerStaticSite } from './web/static-site.ts';
import { registerXsrfCookie } from './web/xsrf-cookie.ts';

export interface AppOptions<Defs extends RequestDefinitions> {
  /** The requests the dispatcher serves; tests pass their own to exercise the dispatcher alone. */
  registry?: ApiRegistry<Defs>;
  /** Where the log goes instead of stdout; tests read it. */
  logStream?: NodeJS.WritableStream;
  /** How often the texts version is read at most (TEXTS_CHECK_MS unless told); tests use a shorter one. */
  textsCheckMs?: number;
}

/** The whole server as a Fastify instance, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp<Defs extends RequestDefinitions>(
  config: Config,
  db: Database,
  options: AppOptions<Defs> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: safeLoggerOptions(config.logLevel, options.logStream), trustProxy: config.trustProxy });
  const https = config.publicUrl.startsWith('https://');

  registerServerErrors(app);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, {
    https,
    frameOrigins: [...new Set(config.oidcProviders.map((provider) => new URL(provider.issuer).origin))],
    assetOrigins: config.cdnUrl ? [new URL(config.cdnUrl).origin] : [],
  });
  registerXsrfCookie(app, https);
  // One texts cache per app (D67); mails find it by the database (textsCacheOf).
  const texts = new TextsCache(db, {
    readTexts: (language) => readTranslationFile(db, language),
    checkMs: options.textsCheckMs,
  });
  registerTextsCache(db, texts);
  // Per-process caches of sessions, dashboards and survey areas hear the database's changes through it (D78).
  const changes = await startChangeFeed(db, app.log);
  registerChangeFeed(db, changes);

  if (options.registry) await registerDispatcher(app, { db, config, registry: options.registry });
  else await registerDispatcher(app, { db, config, registry: apiRegistry });
  registerTranslationFiles(app, texts);
  registerCountryRoute(app, config);
  registerCaptchaChallengeRoute(app, db, config);
  await registerNewsletterOneClickRoute(app, db);
  registerSsoRoutes(app, db, config);
  await registerStaticSite(app, config, texts, db);

  // Every process with SMTP retries unsent mail; mails being handed to SMTP finish before the database closes.
  const outboxSender = config.smtpUrl ? startOutboxSender({ db, config, log: app.log }, config.smtpUrl) : null;
  // Every process processes submitted survey responses (D38); a pass under way finishes before the database closes.
  const processingWorker = startProcessingWorker(db, app.log, config.surveyProcessIntervalMs);
  // One warm browser prints PDF reports; without a Chromium start-up says so in one line and downloads answer why.
  const reportPrinter = startReportPrinter(config, app.log);
  app.addHook('onClose', async () => {
    await reportPrinter.close();
    await processingWorker.stop();
    await outboxSender?.stop();
    await settleMailDeliveries();
    await changes.close();
  });

  await app.ready();
  return app;
}
