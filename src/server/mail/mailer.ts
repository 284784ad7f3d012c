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
}

/**
 * nodemailer is loaded with the first mail, not at start (a twentieth of the start-up's CPU);
 * the transport is made once.
 */
function lazyTransport(create: (nodemailer: typeof Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer)));
}

/** Sends through the SMTP server of SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    async send(message) {
      await (await transport()).sendMail(envelope(from, message));
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
