import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type Nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-files';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the shop's name from its settings); MAIL_FROM's address is kept. */
  fromName?: string;
};

/** MAIL_FROM's bare address: 'Shop <no-reply@shop.eg>' -> 'no-reply@shop.eg'. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** nodemailer's options: the configured sender, renamed when the message names the shop. */
function envelope(from: string, { fromName, ...message }: MailMessage) {
  return { from: fromName ? { name: fromName, address: addressOf(from) } : from, ...message };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Lets go of the connections kept open between mails (the app calls it on close); a later send opens new ones. */
  close?(): Promise<void>;
}

/**
 * nodemailer is loaded with the first mail, not at start (a twentieth of the start-up's CPU);
 * the transport is made once.
 */
function lazyTransport(create: (nodemailer: typeof Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer)));
}

/**
 * SMTP_URL with nodemailer's connection pool switched on, unless the URL itself says
 * (`?pool=false`). A connection per mail costs its greeting, EHLO and login every time (a mail
 * server may also hold each new client back, smtp-server by 100 ms): a rush of confirmations,
 * or a courier batch's shipped mails, go out over a few open connections instead.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/** Sends through the SMTP server of SMTP_URL, loading nodemailer with the first mail. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = pooledSmtpUrl(smtpUrl);
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (await transport).sendMail(envelope(from, message));
    },
    async close() {
      const closing = transport;
      transport = undefined;
      // A mail still being sent finishes first: the pool closes that connection after it.
      (await closing)?.close();
    },
  };
}

/**
 * The dev outbox, used when SMTP_URL is unset: each mail is logged (so a person trying the
 * shop sees their code on the console) and kept as an .eml file under DATA_DIR/outbox.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(message) {
      const info = await (await transport()).sendMail(envelope(from, message));
      ensurePrivateDir(outboxDir);
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      log.info({ to: message.to, subject: message.subject, file }, `[dev outbox] ${message.subject}\n${message.text}`);
    },
  };
}
