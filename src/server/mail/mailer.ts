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
 * the transport is made once, until it is closed.
 */
function lazyTransport(create: (nodemailer: typeof Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer))),
    /** Closes the transport made so far, if any; the next `get` makes a new one. */
    close: async () => {
      const closing = transport;
      transport = undefined;
      (await closing)?.close();
    },
  };
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

/** Sends through the SMTP server of SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(pooledSmtpUrl(smtpUrl)));
  return {
    async send(message) {
      await (await transport.get()).sendMail(envelope(from, message));
    },
    // A mail still being sent finishes first: the pool closes that connection after it.
    close: transport.close,
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
      const info = await (await transport.get()).sendMail(envelope(from, message));
      ensurePrivateDir(outboxDir);
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      log.info({ to: message.to, subject: message.subject, file }, `[dev outbox] ${message.subject}\n${message.text}`);
    },
  };
}
