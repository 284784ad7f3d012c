import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from '../../playwright.config';

type ReceivedMail = { subject?: string; text?: string; html?: string; envelopeTo: string[] };

/** Waits for the newest mail to an address that the e2e server's SMTP server received. */
export async function waitForMail(to: string, options: { timeoutMs?: number; after?: number } = {}): Promise<ReceivedMail> {
  const dir = path.resolve(e2eDataDir, 'received-mail');
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail;
      const stat = fs.statSync(path.join(dir, file));
      if (mail.envelopeTo.includes(to.toLowerCase()) && stat.mtimeMs >= (options.after ?? 0)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 4-digit code in a one-time-code mail. */
export function codeFromMail(mail: ReceivedMail): string {
  const match = /\b(\d{4})\b/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('The mail has no 4-digit code');
  return match[1];
}
