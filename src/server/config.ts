import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

/**
 * The JavaScript heap cap in MB (`MAX_HEAP_MB`), passed to Node.js as `--max-old-space-size` by
 * the start scripts (`npm start`, `npm run start:built`). It is a V8 flag, read before any
 * JavaScript runs, so the shell expands it in package.json and a `.env` file cannot set it
 * (main.ts warns when the running process disagrees with the setting).
 *
 * Without a cap V8 grows a busy process's heap long before it collects (486 MB under the API
 * benchmark); 160 MB kept the whole process near 200 MB on PostgreSQL with 1,000 products and
 * left ample room (bench/RESULTS.md). Raise it with the catalogue: the cached catalogue answers
 * live on this heap. Choosing it is described in the README ("Memory").
 */
export const DEFAULT_MAX_HEAP_MB = 160;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(1).default('Shop <no-reply@localhost>'),
  ADMIN_EMAILS: commaList.default([]).transform((emails) => emails.map((email) => email.toLowerCase())),
  JWT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  CORS_ORIGINS: commaList.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  // Below 64 MB V8 spends its time collecting before the shop has loaded its modules.
  MAX_HEAP_MB: z.coerce.number().int().min(64).max(65536).default(DEFAULT_MAX_HEAP_MB),
  // Slow and greedy clients (see httpLimitsOf): milliseconds, and sockets at once.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(10).default(1000),
  // Order floods: orders one client address may place per window, and pending orders one phone
  // number may have at once.
  ORDER_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  ORDER_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  PENDING_ORDER_LIMIT_PER_PHONE: z.coerce.number().int().min(1).default(3),
  TRUST_PROXY: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine((item) => item === 'false' || isProxyAddress(item), 'must be "false" or a list of IP addresses or CIDR ranges (10.0.0.0/8), or loopback')))
    .optional(),
  // WhatsApp Cloud API (README, "Order confirmation on WhatsApp"): all five or none.
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the phone number ID Meta shows (digits)').optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_CONFIRM_TEMPLATE: z.string().regex(/^[a-z0-9_]+$/, "must be the template's name (lower case, digits, _)").optional(),
  // Optional beside the others: the approved template of cart reminders (issue 38), one body parameter, the cart's link.
  WHATSAPP_CART_TEMPLATE: z.string().regex(/^[a-z0-9_]+$/, "must be the template's name (lower case, digits, _)").optional(),
  WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  // Bosta (README, "Courier shipments"): the business's API key; without it, own delivery only.
  BOSTA_API_KEY: z.string().min(8, 'must be the API key from Bosta (Settings, API Integration)').optional(),
  BOSTA_API_URL: z.url().default('https://app.bosta.co/api/v2'),
  // Pictures in an S3-compatible bucket (README, "Production"): without S3_BUCKET, DATA_DIR/media.
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be the bucket's name (3-63 lower-case letters, digits, dots, hyphens)").optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  // Where browsers fetch the pictures: the bucket's public address or a CDN in front of it.
  MEDIA_PUBLIC_URL: z.url().optional(),
});

const WHATSAPP_VARIABLES = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_CONFIRM_TEMPLATE'] as const;

/** An address or range that proxy-addr understands; "false" alone means no proxy. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  if (rest.length > 0 || !address || net.isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (net.isIPv4(address) ? 32 : 128);
}

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  /** JWT_SECRET; in app.deps.config always set: buildApp completes it with the shared generated key (src/server/secrets). */
  jwtSecret: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  logLevel: string;
  production: boolean;
  /** Where the built web client lives; the server serves it when the folder exists. */
  clientDir: string;
  /** The heap cap the start scripts give Node.js (see DEFAULT_MAX_HEAP_MB). */
  maxHeapMb: number;
  http: HttpLimits;
  /**
   * The proxies in front of the shop whose X-Forwarded-For is believed (addresses, CIDR
   * ranges, or proxy-addr's `loopback`). Empty: nobody's; request.ip is the peer itself.
   */
  trustProxy: string[];
  orderLimits: OrderLimits;
  /** The WhatsApp Cloud API, when the shop set it up; undefined: confirmations by e-mail link only. */
  whatsapp: WhatsappConfig | undefined;
  /** Bosta's API, when the shop set a key; undefined: own delivery (and the CSV export) only. */
  bosta: BostaConfig | undefined;
  /** The bucket the pictures live in; undefined: DATA_DIR/media on this machine's disk. */
  objectStore: ObjectStoreConfig | undefined;
  /**
   * The address picture URLs start with, without a trailing slash: MEDIA_PUBLIC_URL, else the
   * shop's own /media (which serves them from whichever store holds them).
   */
  mediaPublicUrl: string;
};

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...). Keys left out: the SDK's own chain (environment, instance role). */
export type ObjectStoreConfig = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
};

/** What the shop needs to hand orders to Bosta; the webhook's secret is the shop's own (secrets.ts). */
export type BostaConfig = {
  apiKey: string;
  /** Without a trailing slash. */
  apiUrl: string;
};

/** What the shop needs to send WhatsApp template messages and to trust the webhook's events. */
export type WhatsappConfig = {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  confirmTemplate: string;
  /** The cart reminders' template; without it, cart reminders go by e-mail only. */
  cartTemplate?: string;
  /** Meta's Graph API with its version, without a trailing slash. */
  graphUrl: string;
};

/** Anonymous checkout's flood limits (429 beyond them). */
export type OrderLimits = { perIp: number; windowMinutes: number; pendingPerPhone: number };

/**
 * What one client may hold of the server. Without them (Fastify's 0s) a few hundred
 * connections sending a body a byte at a time are held forever, until file handles or memory
 * run out.
 */
export type HttpLimits = {
  /** The whole request, headers and body, must arrive within this (an upload on a slow phone included). */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * A socket with no traffic either way is closed after this, also while the shop works on
   * its answer (an upload queued behind others, an export): longer than any answer takes.
   */
  connectionTimeoutMs: number;
  /** Sockets at once; further ones are refused, so the process keeps its file handles and memory. */
  maxConnections: number;
};

export class ConfigError extends Error {}

/** Reads the environment once; start-up fails with every wrong variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.HEADERS_TIMEOUT_MS > values.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  }
  const whatsappSet = WHATSAPP_VARIABLES.filter((name) => values[name] !== undefined);
  if (whatsappSet.length > 0 && whatsappSet.length < WHATSAPP_VARIABLES.length) {
    const missing = WHATSAPP_VARIABLES.filter((name) => values[name] === undefined);
    throw new ConfigError(`Invalid configuration:\n${missing.map((name) => `  ${name}: must be set with the other WHATSAPP_ variables`).join('\n')}`);
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    adminEmails: values.ADMIN_EMAILS,
    jwtSecret: values.JWT_SECRET,
    seedDemo: values.SEED_DEMO,
    corsOrigins: values.CORS_ORIGINS,
    logLevel: values.LOG_LEVEL,
    production: values.NODE_ENV === 'production',
    clientDir: path.resolve(values.CLIENT_DIR),
    maxHeapMb: values.MAX_HEAP_MB,
    http: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: values.CONNECTION_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
    },
    orderLimits: { perIp: values.ORDER_LIMIT_PER_IP, windowMinutes: values.ORDER_LIMIT_WINDOW_MINUTES, pendingPerPhone: values.PENDING_ORDER_LIMIT_PER_PHONE },
    whatsapp:
      values.WHATSAPP_TOKEN && values.WHATSAPP_PHONE_NUMBER_ID && values.WHATSAPP_APP_SECRET && values.WHATSAPP_VERIFY_TOKEN && values.WHATSAPP_CONFIRM_TEMPLATE
        ? {
            token: values.WHATSAPP_TOKEN,
            phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: values.WHATSAPP_APP_SECRET,
            verifyToken: values.WHATSAPP_VERIFY_TOKEN,
            confirmTemplate: values.WHATSAPP_CONFIRM_TEMPLATE,
            ...(values.WHATSAPP_CART_TEMPLATE ? { cartTemplate: values.WHATSAPP_CART_TEMPLATE } : {}),
            graphUrl: values.WHATSAPP_GRAPH_URL.replace(/\/+$/, ''),
          }
        : undefined,
    objectStore: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mediaPublicUrl: (values.MEDIA_PUBLIC_URL ?? `${publicUrl}/media`).replace(/\/+$/, ''),
    bosta: values.BOSTA_API_KEY ? { apiKey: values.BOSTA_API_KEY, apiUrl: values.BOSTA_API_URL.replace(/\/+$/, '') } : undefined,
    trustProxy: values.TRUST_PROXY === undefined || (values.TRUST_PROXY.length === 1 && values.TRUST_PROXY[0] === 'false') ? [] : values.TRUST_PROXY,
  };
}
