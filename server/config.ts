import { resolve } from 'node:path';
import { z } from 'zod';
import { guards } from './shared/guards';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * `transaction`: DATABASE_URL is a pooler in transaction mode (PgBouncer); `auto` decides from
   * the URL (port 6432, PgBouncer's own, or `?pgbouncer=true`).
   */
  DATABASE_POOLER: z.enum(['auto', 'none', 'transaction']).default('auto'),
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  MARKET_DATA_URL: z.url().default('https://api.coingecko.com'),
  MARKET_CACHE_SECONDS: z.coerce.number().int().min(1).default(60),
  MARKET_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  ROOT_SPONSOR_ID: z
    .string()
    .regex(/^LT\d{7}$/, 'must be LT followed by 7 digits')
    .optional(),
  ROOT_PASSWORD: z.string().min(8).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_TOTP_SECRET: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase().replace(/[\s=]/g, ''))
    .pipe(
      z.string().regex(/^[A-Z2-7]{16,128}$/, 'must be a base32 secret of at least 16 characters'),
    )
    .optional(),
  DEMO: z.enum(['0', '1']).default('0'),
  DEPOSIT_ADDRESS: z.string().trim().min(20).max(120).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  REFERRAL_LINKS: z.enum(['verifysponsor', 'legacy']).default('verifysponsor'),
  SCHEDULER: z.enum(['0', '1']).default('1'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default('LEARN-TRADE-EARN <no-reply@localhost>'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{20,}$/, 'must be a bot token from @BotFather')
    .optional(),
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).default(2000),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  NOTIFY_DIGEST_HOURS: z.coerce.number().min(0).default(24),
  TRON_API_URL: z.url().optional(),
  TRON_API_KEY: z.string().trim().min(1).max(200).optional(),
  TRON_DEPOSIT_ADDRESS: z
    .string()
    .trim()
    .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'must be a Tron address (T and 33 base58 characters)')
    .optional(),
  TRON_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(20),
  BSC_RPC_URL: z.url().optional(),
  BSC_DEPOSIT_ADDRESS: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a BNB Smart Chain address (0x and 40 hex characters)')
    .optional(),
  BSC_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(15),
  CHAIN_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  CHAIN_MAX_AGE_HOURS: z.coerce.number().min(0.01).default(72),
  CHAIN_POLL_MS: z.coerce.number().int().min(50).default(15_000),
});

export const POOLER_NEEDS_DIRECT_URL =
  'DATABASE_URL is a transaction-mode pooler: set DATABASE_DIRECT_URL to the PostgreSQL server itself (migrations take a session lock)';

/** PgBouncer listens on 6432 by default; `?pgbouncer=true` names a pooler on another port. */
function isPooler(setting: 'auto' | 'none' | 'transaction', url: string) {
  if (setting !== 'auto') return setting === 'transaction';
  const parsed = new URL(url);
  return parsed.port === '6432' || parsed.searchParams.get('pgbouncer') === 'true';
}

/** The flag is ours, not a connection parameter: the driver must not see it. */
function withoutPoolerFlag(url: string) {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('pgbouncer')) return url;
  parsed.searchParams.delete('pgbouncer');
  return parsed.toString();
}

/** Shown when DEPOSIT_ADDRESS is unset: the demo's address (a real deployment sets its own). */
export const DEMO_DEPOSIT_ADDRESS = 'TXo1LteDemoDepositAddressK7QXM2PA9';

export type ReferralLinkForm = 'verifysponsor' | 'legacy';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Whether DATABASE_URL is a transaction-mode pooler: no statement may then rely on the server
   * connection outliving a transaction (docs/decisions/0006-pooler-safe-statements.md).
   */
  databasePooler: boolean;
  /** The PostgreSQL server itself, for what needs a session of its own (migrations' lock). */
  databaseDirectUrl: string | undefined;
  /** A streaming standby for reads (db/read-routing.ts); through a pooler too when one is set. */
  databaseReplicaUrl: string | undefined;
  market: { url: string; cacheMs: number; timeoutMs: number };
  logLevel: string;
  /** Built SPA to serve; undefined serves the API only. */
  clientDir: string | undefined;
  /**
   * Whether the public and member endpoints' rate limits count requests (README "Security", rate
   * limits); `off` is for load tests from 127.0.0.1 only.
   */
  rateLimits: boolean;
  /** How long a client has to send a whole request. */
  requestTimeoutMs: number;
  /** Whether this instance runs the weekly close and the monthly scholarships itself. */
  scheduler: boolean;
  /** Where members send USDT for a deposit. */
  depositAddress: string;
  /** Private folder of payment screenshots. */
  uploadsDir: string;
  /** The public origin for links the server writes (referral links); else the request's own. */
  publicUrl: string | undefined;
  /**
   * The form of the dashboard's referral links: ours (`/usersignup/verifysponsor?…&position=`) or
   * `legacy` (`/userdashboard/signupleft/{ID}`), the only form the original client understands
   * (decisions §15). Both open the same public signup (decisions §4).
   */
  referralLinks: ReferralLinkForm;
  /**
   * Fastify's trustProxy: which reverse proxies may set X-Forwarded-For/-Proto/-Host. `false`
   * trusts none, a number that many hops in front of the server, a list those addresses or CIDR
   * ranges (README "Configuration", TRUST_PROXY). `true` (any client) is refused at start.
   */
  trustProxy: boolean | number | string | string[];
  /** Notification channels and the outbox worker (README "Notifications"). */
  notify: NotifyConfig;
  /** Payments verified on chain (README "Payments on chain", decisions §13). */
  chain: ChainConfig;
  bootstrap: {
    rootSponsorId: string | undefined;
    rootPassword: string | undefined;
    adminEmail: string | undefined;
    adminPassword: string | undefined;
    /** Pre-enrols the bootstrap admin's second factor, so automation can sign in. */
    adminTotpSecret: string | undefined;
    demo: boolean;
  };
};

export type NotifyConfig = {
  /** SMTP server for e-mail (nodemailer); e-mail is "not configured" without it. */
  smtpUrl: string | undefined;
  mailFrom: string;
  smtpTimeoutMs: number;
  /** Telegram is "not configured" without a bot token. */
  telegramToken: string | undefined;
  telegramApiUrl: string;
  /** How often the worker looks for due messages (and Telegram updates). */
  pollMs: number;
  /** Tries before a message becomes a dead letter. */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles (capped at an hour). */
  retryBaseMs: number;
  /** Hours between the admins' digest of waiting queues; 0 turns it off. */
  digestHours: number;
};

export type ChainConfig = {
  /** Tron (TRC-20 USDT) through a TronGrid-compatible HTTP API; absent: not offered. */
  tron:
    | { apiUrl: string; apiKey: string | undefined; address: string; confirmations: number }
    | undefined;
  /** BNB Smart Chain (BEP-20 USDT) through Ethereum JSON-RPC; absent: not offered. */
  bsc: { rpcUrl: string; address: string; confirmations: number } | undefined;
  /** How long one call to a node may take. */
  timeoutMs: number;
  /** How old a payment may be against its order, and how long an unconfirmed one is re-checked. */
  maxAgeHours: number;
  /** How often the background job re-checks waiting payments and reads new transfers. */
  pollMs: number;
};

/** Why `TRUST_PROXY=true` is refused (README "Security", reverse proxy). */
export const TRUST_PROXY_TRUE_REFUSED =
  "TRUST_PROXY=true would trust any client's own X-Forwarded-For and X-Forwarded-Proto; " +
  'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16)';

/**
 * TRUST_PROXY as README "Configuration" documents it: a whole number is a hop count, anything else
 * a comma-separated list of proxy addresses or CIDR ranges. Throws the message for `true`.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string | string[] {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false') return false;
  if (!guards.trustProxyHops) return given === 'true' ? true : given;
  if (given === 'true') throw new Error(TRUST_PROXY_TRUE_REFUSED);
  if (/^\d+$/.test(given)) return Number(given);
  const list = given
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list;
}

function trustProxy(value: string | undefined) {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${(error as Error).message}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const databasePooler =
    e.DATABASE_URL !== undefined && isPooler(e.DATABASE_POOLER, e.DATABASE_URL);
  if (databasePooler && !e.DATABASE_DIRECT_URL) {
    throw new Error(`Invalid configuration:\n  ${POOLER_NEEDS_DIRECT_URL}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL && withoutPoolerFlag(e.DATABASE_URL),
    databasePooler,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL && withoutPoolerFlag(e.DATABASE_REPLICA_URL),
    market: {
      url: e.MARKET_DATA_URL,
      cacheMs: e.MARKET_CACHE_SECONDS * 1000,
      timeoutMs: e.MARKET_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL,
    clientDir: e.CLIENT_DIR ? resolve(e.CLIENT_DIR) : undefined,
    scheduler: e.SCHEDULER === '1',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    rateLimits: e.RATE_LIMITS === 'on',
    depositAddress: e.DEPOSIT_ADDRESS ?? DEMO_DEPOSIT_ADDRESS,
    uploadsDir: resolve(e.UPLOADS_DIR ?? `${e.DATA_DIR}/uploads`),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    referralLinks: e.REFERRAL_LINKS,
    trustProxy: trustProxy(e.TRUST_PROXY),
    notify: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
      telegramToken: e.TELEGRAM_BOT_TOKEN,
      telegramApiUrl: e.TELEGRAM_API_URL.replace(/\/+$/, ''),
      pollMs: e.NOTIFY_POLL_MS,
      maxAttempts: e.NOTIFY_MAX_ATTEMPTS,
      retryBaseMs: e.NOTIFY_RETRY_BASE_MS,
      digestHours: e.NOTIFY_DIGEST_HOURS,
    },
    chain: {
      tron:
        e.TRON_API_URL && e.TRON_DEPOSIT_ADDRESS
          ? {
              apiUrl: e.TRON_API_URL.replace(/\/+$/, ''),
              apiKey: e.TRON_API_KEY,
              address: e.TRON_DEPOSIT_ADDRESS,
              confirmations: e.TRON_CONFIRMATIONS,
            }
          : undefined,
      bsc:
        e.BSC_RPC_URL && e.BSC_DEPOSIT_ADDRESS
          ? {
              rpcUrl: e.BSC_RPC_URL,
              address: e.BSC_DEPOSIT_ADDRESS.toLowerCase(),
              confirmations: e.BSC_CONFIRMATIONS,
            }
          : undefined,
      timeoutMs: e.CHAIN_TIMEOUT_MS,
      maxAgeHours: e.CHAIN_MAX_AGE_HOURS,
      pollMs: e.CHAIN_POLL_MS,
    },
    bootstrap: {
      rootSponsorId: e.ROOT_SPONSOR_ID,
      rootPassword: e.ROOT_PASSWORD,
      adminEmail: e.ADMIN_EMAIL,
      adminPassword: e.ADMIN_PASSWORD,
      adminTotpSecret: e.ADMIN_TOTP_SECRET,
      demo: e.DEMO === '1',
    },
  };
}
