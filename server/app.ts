import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { authenRoutes } from './authen/routes.ts';
import { businessRoutes } from './business/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { stockRoutes } from './catalogue/stock-routes.ts';
import { type ServerConfig, readConfig } from './config.ts';
import { configRoutes } from './content/config-routes.ts';
import { contentRoutes } from './content/routes.ts';
import { customerRoutes } from './customer/routes.ts';
import type { Db } from './db/client.ts';
import { limitBodies } from './http/body-limit.ts';
import { HttpError, INTERNAL_ERROR, noSuchEndpoint } from './http/errors.ts';
import { langOf, pick } from './http/lang.ts';
import { demoOnly } from './http/loopback.ts';
import { API_PREFIXES } from './http/api-prefixes.ts';
import { appIconRoutes } from './http/app-icons.ts';
import { manifestRoutes } from './http/manifest.ts';
import { robotsRoutes } from './http/robots.ts';
import { builtRouteMatcher } from './http/route-patterns.ts';
import { sitemapRoutes } from './http/sitemap.ts';
import { staticRoutes } from './http/static.ts';
import { imageRoutes } from './images/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { preorderOrderRoutes, preorderSessionRoutes } from './preorder/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { sandboxGatewayRoutes } from './payments/sandbox-gateway.ts';
import { devMailboxRoutes } from './mail/dev-mailbox.ts';
import { createMailTransport, type MailTransport } from './mail/mailer.ts';
import { messageIdDomain, outboxMailer } from './mail/outbox.ts';
import { startOutboxWorker } from './mail/outbox-worker.ts';
import { createLogger } from './log/logger.ts';
import { requestLog } from './http/request-log.ts';
import { loggedPath } from './log/redact.ts';
import { schoolRoutes } from './schools/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { storeRoutes } from './stores/routes.ts';
import type { Services } from './services.ts';
import { utilsRoutes } from './utils/routes.ts';
import { workshopRoutes } from './workshops/routes.ts';

/** The demo's sandboxes (social login, card gateway) and mailbox: for this machine only, unless DEMO_SANDBOXES=open. */
const DEMO_PATHS = ['/dev/mailbox', '/dev/mailbox/*', '/sandbox-gateway/*', '/authen/api/auth/sandbox/*'];

export interface AppOptions {
  db: Db;
  distDir: string;
  imageCacheDir: string;
  config?: ServerConfig;
  /** how mail leaves (tests put a failing one here); the shop's code always sends through the outbox */
  mailer?: MailTransport;
  now?: () => Date;
}

/**
 * Only the shop's own origin, plus the services the server is configured for, which the browser calls itself: a
 * hosted search index (ALGOLIA_APP_ID), Facebook's and Apple's sign-in SDKs (FACEBOOK_APP_ID, APPLE_CLIENT_ID),
 * reCAPTCHA (RECAPTCHA_SITE_KEY), the IP-lookup service of the tracking events (IP_LOOKUP_URL).
 */
function cspOf({ algolia, facebook, apple, captcha, ipLookupUrl }: ServerConfig) {
  const search = algolia.appId ? [`https://${algolia.appId}-dsn.algolia.net`, 'https://*.algolianet.com'] : [];
  const facebookSdk = facebook.appId ? ['https://connect.facebook.net'] : [];
  const facebookApi = facebook.appId ? ['https://graph.facebook.com', 'https://www.facebook.com'] : [];
  const appleSdk = apple.clientId ? ['https://appleid.cdn-apple.com'] : [];
  const appleApi = apple.clientId ? ['https://appleid.apple.com'] : [];
  // reCAPTCHA's script comes from its script URL's host and draws its challenge in a frame from there
  const captchaHost = captcha.siteKey && captcha.secret ? [new URL(captcha.scriptUrl).origin] : [];
  const captchaStatic = captchaHost.includes('https://www.google.com') ? ['https://www.gstatic.com'] : [];
  const ipLookup = ipLookupUrl ? [new URL(ipLookupUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...facebookSdk, ...appleSdk, ...captchaHost, ...captchaStatic],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...search, ...facebookApi, ...appleApi, ...ipLookup],
    ...(facebookApi.length || appleApi.length || captchaHost.length ? { frameSrc: ["'self'", ...facebookApi, ...appleApi, ...captchaHost] } : {}),
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

export function createApp(options: AppOptions) {
  const config = options.config ?? readConfig();
  const log = createLogger(config.logLevel);
  const transport = options.mailer ?? createMailTransport(config, options.db);
  const outbox = config.mailWorker ? startOutboxWorker({ db: options.db, transport, log }) : undefined;
  const services: Services = {
    db: options.db,
    config,
    mailer: outboxMailer(options.db, transport, messageIdDomain(config.mailFrom), () => outbox?.wake()),
    now: options.now ?? (() => new Date()),
  };
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.messageIn(langOf(c)), code: error.code }, error.status);
    if (error instanceof HTTPException) return c.json({ message: error.message || 'Bad request', code: 'BAD_REQUEST' }, error.status);
    log.error('request failed', { requestId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.url), error });
    return c.json({ message: INTERNAL_ERROR[langOf(c)], code: 'INTERNAL' }, 500);
  });

  app.use(requestLog(log));

  app.use(secureHeaders({ contentSecurityPolicy: cspOf(config), crossOriginEmbedderPolicy: false, referrerPolicy: 'strict-origin-when-cross-origin' }));
  app.use(compress());
  app.use(
    limitBodies(config.bodyLimitBytes, (c) =>
      c.json({ message: pick(langOf(c), 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป', 'The request body is too large'), code: 'PAYLOAD_TOO_LARGE' }, 413),
    ),
  );
  for (const prefix of API_PREFIXES) {
    app.use(
      `${prefix}/*`,
      cors({
        origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
        allowHeaders: [
          'content-type',
          'authorization',
          'accept-language',
          'session-id',
          'order-session-id',
          'idempotency-key',
          'x-algolia-api-key',
          'x-algolia-application-id',
          'x-api-key',
        ],
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        maxAge: 600,
      }),
    );
  }

  for (const path of DEMO_PATHS) app.use(path, demoOnly(config));
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/pim/api', catalogueRoutes(services.db));
  app.route('/pim/api', stockRoutes(services));
  app.route('/cart/api', cartRoutes(services));
  app.route('/authen/api', authenRoutes(services));
  app.route('/customer/api', customerRoutes(services));
  app.route('/order/api', paymentRoutes(services));
  app.route('/order/api', preorderOrderRoutes(services));
  app.route('/order', orderRoutes(services));
  app.route('/auth', preorderSessionRoutes(services));
  app.route('/pagerender', contentRoutes(services));
  app.route('/configs', configRoutes(services));
  app.route('/aaes/api', schoolRoutes(services));
  app.route('/utils/api', utilsRoutes(services));
  app.route('/utils/api', workshopRoutes(services));
  app.route('/utils/api', businessRoutes(services));
  app.route('/store/api', storeRoutes(services));
  app.route('/1', searchRoutes(services));
  app.route('/images', imageRoutes(services.db, options.imageCacheDir));
  if (config.mailbox) app.route('/dev/mailbox', devMailboxRoutes(services));
  if (config.payment.sandbox && !config.payment.gatewayUrl) app.route('/sandbox-gateway', sandboxGatewayRoutes(services));
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, () => {
      throw noSuchEndpoint();
    });
  }
  const knownPages = builtRouteMatcher(options.distDir);
  app.route('/', robotsRoutes(config.publicUrl));
  app.route('/', sitemapRoutes({ db: services.db, publicUrl: config.publicUrl, now: services.now, knownPages }));
  app.route('/', manifestRoutes());
  app.route('/', appIconRoutes());
  app.route(
    '/',
    staticRoutes(options.distDir, services, knownPages, (path, lang) => app.request(path, { headers: { 'accept-language': lang } })),
  );
  /** for shutdown, before the database closes: the outbox worker takes no more mail and finishes the one it hands over */
  const stopMail = async () => outbox?.stop();
  return Object.assign(app, { stopMail });
}
