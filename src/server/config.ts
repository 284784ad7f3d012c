import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

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
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  jwtSecret: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  logLevel: string;
  production: boolean;
  /** Where the built web client lives; the server serves it when the folder exists. */
  clientDir: string;
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
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
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
  };
}
