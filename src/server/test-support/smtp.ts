import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = Email & { envelopeTo: string[] };

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let connections = 0;
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          // A temporary refusal after the message was sent, as a busy or greylisting server answers.
          refusals--;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push({ ...email, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
            waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for the first mail to this address that matches, received after `since` messages. */
  async function waitForMail(to: string, options: { timeoutMs?: number; since?: number } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    for (;;) {
      const found = received.slice(options.since ?? 0).find((mail) => mail.envelopeTo.includes(to.toLowerCase()) || mail.envelopeTo.includes(to));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many SMTP connections clients have opened so far. */
    connections: () => connections,
    /** How many are open now. */
    openConnections: () => server.connections.size,
    waitForMail,
    /** The next `count` messages are refused (451) and not kept. */
    refuseNext: (count: number) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
