/**
 * What changed, announced to every shop process on the database (issue 39), so each process's
 * caches drop what a write made stale, whichever process made it. A write announces its event
 * here once it has committed: this process's listeners hear it at once (the writer's next
 * read is fresh), and the others through PostgreSQL's NOTIFY on the `shop_events` channel,
 * which a dedicated connection of each process LISTENs to (and sends its own NOTIFYs on). That connection reconnects when
 * it is lost; events sent meanwhile are gone, so its return is heard as `reconnected`, which
 * the caches answer by clearing once.
 *
 * Without a database URL (a shop built on a handle alone) the events stay in this process.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';

export type ShopEvent =
  /** Products, categories or their pictures changed. */
  | { kind: 'catalogue' }
  /** Stock moved (an order placed, cancelled or returned): what the storefront shows as in stock. */
  | { kind: 'stock'; productIds?: string[] }
  /** The shop's settings (name, contacts, logo, confirmation rules) were saved. */
  | { kind: 'settings' }
  /** A token was signed out: refused everywhere from now on (every process checks the database too). */
  | { kind: 'token-revoked'; jti: string }
  /** This process's listening connection came back: anything may have changed meanwhile. */
  | { kind: 'reconnected' };

export type AnnouncedEvent = Exclude<ShopEvent, { kind: 'reconnected' }>;
type Listener = (event: ShopEvent) => void;
type Log = { warn: (details: object, message: string) => void };

export const EVENTS_CHANNEL = 'shop_events';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: a long list of products is sent as "stock moved" alone. */
const MAX_PAYLOAD = 7000;

export type ShopEventsOptions = {
  /** The database to LISTEN on, through a connection of its own; none: in-process only. */
  listenUrl?: string;
  log?: Log;
  /** Waits between reconnection attempts, growing to the last. */
  retryMs?: number[];
};

const DEFAULT_RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

export class ShopEvents {
  /** This process, so it skips its own notifications (its listeners heard them when announced). */
  readonly origin = crypto.randomUUID();
  private readonly listeners = new Set<Listener>();
  private queue: string[] = [];
  private flushing: Promise<void> | undefined;
  private client: pg.Client | undefined;
  private closed = false;
  private retry = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** Resolves when the listening connection is (again) ready: for tests and the start-up. */
  private ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly options: ShopEventsOptions = {},
  ) {}

  /** Every event this process hears, its own and the others'; returns the unsubscribe. */
  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Announces a committed change: heard here before this returns, by the other processes
   * within a few milliseconds. Sending never fails the write that was already made.
   */
  announce(event: AnnouncedEvent): void {
    this.emit(event);
    if (!this.options.listenUrl) return;
    let payload = JSON.stringify({ origin: this.origin, event });
    if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ origin: this.origin, event: { kind: event.kind } });
    this.queue.push(payload);
    if (!this.flushing) this.flushing = this.flush().finally(() => (this.flushing = undefined));
  }

  /**
   * Sends what was announced, in one statement per round trip: under a rush a hundred orders'
   * "stock moved" go out as one NOTIFY (equal payloads once). Sent on the listening connection,
   * which is idle otherwise: every connection of the pool may be held by requests, and an
   * announcement would wait behind them (up to the pool's 5 s). On the pool only while that
   * connection is being re-opened. A lost NOTIFY is logged; the other processes' caches still
   * expire on their own.
   */
  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const payloads = [...new Set(this.queue.splice(0))];
      try {
        if (this.client) await this.client.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [EVENTS_CHANNEL, payloads]);
        else await this.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, payload) from unnest(${sql.param(payloads)}::text[]) as payload`);
      } catch (error) {
        this.options.log?.warn({ err: error, events: payloads.length }, 'could not announce changes to the other shop processes');
      }
    }
  }

  /** Opens the listening connection; resolves once it LISTENs (the shop starts after). */
  async start(): Promise<void> {
    if (!this.options.listenUrl || this.closed) return;
    this.ready = this.connect();
    await this.ready;
  }

  /** Resolves once the listening connection is up again (tests). */
  listening(): Promise<void> {
    return this.ready;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.flushing;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private emit(event: ShopEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.listenUrl,
      application_name: 'shop-events',
      // A connection that died without a word (a network gone) is found by TCP keep-alive, and
      // an announcement never waits on it for more than a few seconds.
      keepAlive: true,
      query_timeout: 5000,
    });
    // A connection lost at any time (a restart, a failover, pg_terminate_backend) is replaced.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        const { origin, event } = JSON.parse(message.payload) as { origin: string; event: AnnouncedEvent };
        if (origin !== this.origin) this.emit(event);
      } catch {
        // Not one of ours: nothing to clear for it.
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.retry = 0;
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    this.options.log?.warn({}, 'lost the connection that hears other shop processes\' changes: reconnecting');
    this.reconnect();
  }

  private reconnect(): void {
    const retryMs = this.options.retryMs ?? DEFAULT_RETRY_MS;
    const wait = retryMs[Math.min(this.retry, retryMs.length - 1)]!;
    this.retry++;
    let settle: () => void = () => {};
    this.ready = new Promise((resolve) => (settle = resolve));
    this.reconnectTimer = setTimeout(() => {
      if (this.closed) return settle();
      this.connect().then(
        () => {
          // Changes announced while it was away were not heard: everything cached may be stale.
          this.emit({ kind: 'reconnected' });
          settle();
        },
        () => {
          this.reconnect();
          // Whoever waits on this attempt waits on the next one.
          void this.ready.then(settle);
        },
      );
    }, wait);
    this.reconnectTimer.unref();
  }
}
