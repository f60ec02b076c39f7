import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { z } from 'zod';
import { fieldProblem } from '../contract/labels';
import type { Config } from './config';
import type { Database } from './db/client';
import { readRouting, type ReadRouting } from './db/read-routing';
import { DomainError } from './shared/errors';
import { sendDomainError } from './http/errors';
import { logError, safeRequest } from './http/log-safety';
import { authPlugin, SESSION_ROLES, tokensOf } from './http/auth';
import { lastWriteLsnOf, recordWrite } from './modules/auth/sessions';
import { createSessionCache } from './modules/auth/session-cache';
import type { SessionFeedFactory } from './modules/auth/session-feed';
import { createSessionResolver, type SessionResolver } from './modules/auth/session-resolver';
import { inputPlugin } from './http/input';
import { healthRoutes } from './modules/health/routes';
import { authRoutes } from './modules/auth/routes';
import { staffAuthRoutes } from './modules/auth/staff-routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { marketRoutes } from './modules/market/routes';
import { contactRoutes } from './modules/contact/routes';
import { memberRoutes } from './modules/members/routes';
import { treeRoutes } from './modules/tree/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { orderRoutes } from './modules/orders/routes';
import { kycRoutes } from './modules/kyc/routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { payoutRoutes } from './modules/payouts/routes';
import { scholarshipRoutes } from './modules/scholarships/routes';
import { rankRoutes } from './modules/ranks/routes';
import { operatorRoutes } from './modules/operators/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { auditRoutes } from './modules/audit/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { recoveryRoutes } from './modules/recovery/routes';
import { chainRoutes } from './modules/chain/routes';
import { accountRoutes } from './modules/account/routes';
import { chainOf, type Chain } from './modules/chain/service';
import { createMarketService, type MarketService } from './modules/market/service';
import { localScreenshotStore, type ScreenshotStore } from './modules/orders/screenshots';
import { NONCE_PLACEHOLDER, pagePolicy, securityPlugin } from './http/security';
import { PAGE_FILES, pageFileOf } from './http/pages';
import { pageDataOf, withPageData } from './http/page-data';

// The contract is zod/mini, which loads no locale: its checks without a message of their own
// answer in zod's English, as classic zod's do (describeValidationError rewords some of them).
z.config(z.locales.en());

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as `METHOD /path` (the authorization matrix checks it). */
    routeTable: string[];
    config: Config;
    db: Database;
    /** Where reads may go: a streaming replica when configured and current (db/read-routing.ts). */
    reads: ReadRouting;
    /** The database for a read-only route: the replica when the caller's own writes are on it. */
    readDb(request: FastifyRequest): Promise<Database>;
    market: MarketService;
    screenshots: ScreenshotStore;
    /** The configured chain nodes for payments verified on chain (decisions §13). */
    chain: Chain;
    /** Who a session token speaks for, cached while the session feed hears every change. */
    sessions: SessionResolver;
  }
  interface FastifyRequest {
    /** The route read through readDb: its answer is no write of the caller's. */
    readOnly: boolean;
  }
}

export type AppDeps = {
  config: Config;
  db: Database;
  /** A streaming standby of `db` for reads (DATABASE_REPLICA_URL). */
  replica?: Database;
  market?: MarketService;
  screenshots?: ScreenshotStore;
  /** Where the JSON log lines go (standard output unless given; tests read them). */
  logStream?: { write(line: string): void };
  /** How this instance hears of session changes; without one, sessions are not cached. */
  sessionFeed?: SessionFeedFactory;
};

/** First path segments that belong to the API (spec §7 paths and the new /api/...). */
const API_SEGMENTS = new Set([
  'api',
  'healthz',
  'readyz',
  'contact',
  'dashboard',
  'user',
  'payout',
  'order',
  'wallet',
  'topup',
]);

export function isApiPath(url: string): boolean {
  const segment = url.split('?')[0]?.split('/')[1] ?? '';
  return API_SEGMENTS.has(segment);
}

/**
 * zod's own wording for a wrong type ("Invalid input: expected string, received undefined") in the
 * contract's style: a predicate the field's label goes in front of.
 */
function predicateOf(keyword: string, message: string | undefined): string {
  if (!message) return 'is invalid';
  // The contract's own messages stand; only zod's default wording is rewritten.
  if (keyword !== 'invalid_type' || !message.startsWith('Invalid input')) return message;
  if (/received undefined$/.test(message)) return 'is required';
  if (/expected number/.test(message)) return 'must be a number';
  if (/expected object/.test(message)) return 'must be sent as a JSON object';
  return 'is invalid';
}

/**
 * The first problem as one sentence with the field's screen label ("Phone number is required"),
 * never the field's name: the original client shows this message in its popups (decisions §15).
 */
function describeValidationError(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const issue = error.validation[0];
  if (!issue) return 'Invalid request';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = predicateOf(issue.keyword, issue.message);
  if (field) return fieldProblem(field, message);
  return /^[A-Z]/.test(message) ? message : `The request ${message}`;
}

/**
 * A hop count trusts that many proxies in front of the server, whatever their addresses (README
 * "Configuration", TRUST_PROXY). Fastify takes a bare number as "trust nobody", so it is passed as
 * proxy-addr's own per-hop test: hop 0 is the connection's peer, 1 the address it forwarded, ...
 */
function trustedProxies(value: Config['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/** Quality 5: a 24 kB prerendered page shrinks to about 5 kB in well under a millisecond. */
const PAGE_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

export async function buildApp({
  config,
  db,
  replica,
  market,
  screenshots,
  logStream,
  sessionFeed,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // No values in logs: errors by kind and code, URLs without their query (README "Security").
      serializers: { err: logError, req: safeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(config.trustProxy),
    // A client gets this long to send its whole request (slow senders must not hold sockets);
    // Node checks open connections against it every second instead of every 30 s.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: config.requestTimeoutMs,
          connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
        },
        handler,
      ),
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: string[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routeTable.push(`${method} ${route.url}`);
  });

  // JSON only (and multipart where a route registers it): anything else is 415, not a 400 later on.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  const reads = readRouting(db, replica, (error) =>
    app.log.warn({ err: error }, 'replica unavailable: reads go to the primary for now'),
  );
  app.decorate('reads', reads);
  app.decorateRequest('readOnly', false);
  app.decorate('readDb', (request: FastifyRequest) => {
    // A route that reads through readDb writes nothing (the spec's reads are often POSTs).
    request.readOnly = true;
    const principal = request.principal;
    // The session's last write position is not in the cached principal: every write moves it, and
    // announcing each move would empty the writer's entry on every instance at every write. It is
    // read on the primary, and only when a replica could otherwise take the read (decisions §11;
    // README "Running on more than one machine", read-your-writes).
    return reads.readerFor(async () => principal && lastWriteLsnOf(db, principal.tokenHash));
  });
  // After a write, the caller's sessions remember the primary's position, so that their next reads
  // (on any instance) wait for a replica that has it (README "Running on more than one machine").
  if (replica) {
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.readOnly) return;
      if (reply.statusCode >= 400) return;
      const tokens = tokensOf(request, SESSION_ROLES);
      if (tokens.length) await recordWrite(db, tokens);
    });
  }
  const sessionCache = createSessionCache();
  const feed = sessionFeed?.(sessionCache, app.log);
  app.decorate('sessions', createSessionResolver(db, sessionCache, feed));
  app.addHook('onClose', async () => feed?.close());
  app.decorate('screenshots', screenshots ?? localScreenshotStore(config.uploadsDir));
  app.decorate('market', market ?? createMarketService(config.market, app.log));
  app.decorate('chain', chainOf(config.chain));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: describeValidationError(error) });
    }
    if (error instanceof DomainError) return sendDomainError(error, reply);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal Server Error' });
    }
    return reply.code(status).send({ message: error.message });
  });

  const readPage = (file: string) => {
    const path = config.clientDir && join(config.clientDir, file);
    return path && existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const appPage = readPage('index.html') ?? '';
  // Each page file once at start; a build without one answers with the app's (server/http/pages.ts).
  const pages = new Map(PAGE_FILES.map((file) => [file, readPage(file) ?? appPage]));
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && !isApiPath(request.url) && config.clientDir) {
      const nonce = randomBytes(16).toString('base64');
      const file = pageFileOf(request.url);
      const page = (pages.get(file) ?? appPage).replaceAll(NONCE_PLACEHOLDER, nonce);
      // Without its data the page still works: it asks for them once its code has run.
      const data = await pageDataOf(app, request, file).catch((error: Error) => {
        request.log.error({ err: error }, 'page data failed');
        return undefined;
      });
      const body = Buffer.from(data ? withPageData(page, data) : page);
      // Each answer carries its own nonce, so pages cannot be compressed at build time like assets.
      const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
      if (brotli) reply.header('content-encoding', 'br');
      return (
        reply
          // A page that carries a person's data is kept by no cache, as their API answers are not
          // (server/http/security.ts): no Back after a logout shows it, no restored tab shows it old.
          .header('cache-control', data ? 'no-store' : 'no-cache')
          .header('vary', 'accept-encoding')
          .header('content-security-policy', pagePolicy(nonce))
          .type('text/html; charset=utf-8')
          .send(brotli ? brotliCompressSync(body, PAGE_BROTLI) : body)
      );
    }
    return reply.code(404).send({ message: 'Not Found' });
  });

  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(inputPlugin);
  // One plugin per domain; each route names the role that may call it.
  for (const routes of [
    healthRoutes,
    authRoutes,
    staffAuthRoutes,
    twoFactorRoutes,
    catalogueRoutes,
    marketRoutes,
    contactRoutes,
    memberRoutes,
    treeRoutes,
    dashboardRoutes,
    orderRoutes,
    chainRoutes,
    kycRoutes,
    withdrawalRoutes,
    payoutRoutes,
    scholarshipRoutes,
    rankRoutes,
    operatorRoutes,
    ledgerRoutes,
    auditRoutes,
    notificationRoutes,
    recoveryRoutes,
    accountRoutes,
  ]) {
    await app.register(routes);
  }

  if (config.clientDir) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      index: false,
      // scripts/compress-assets.mjs writes .br and .gz beside each text asset at build time.
      preCompressed: true,
      // Files are listed once at start; every other GET ("/" too) falls to the SPA's index.html.
      wildcard: false,
      setHeaders(res, path) {
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}
