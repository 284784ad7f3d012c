/**
 * Background jobs run once across every shop process on one database (issue 39). Each job has
 * a row in background_jobs: when it is next due, and a lease while a process runs it. Every
 * process ticks, and claims a due job whose lease is free with one conditional update, so of
 * two processes ticking at once one wins. A holder that dies stops renewing its lease; once it
 * has expired another process claims the job. The schedule is the cluster's: a job new to the
 * database, or one that fell due while every process was stopped, runs at the next tick, and
 * then every `everyMs` counted from its last run, whichever process ran it.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { backgroundJobs } from '../db/schema/jobs';

export type ScheduledJob<Context> = { name: string; everyMs: number; run: (context: Context) => Promise<unknown> };

type Log = { error: (details: object, message: string) => void };

export type JobScheduleOptions = {
  /** Who holds a lease: one id per process (a random one by default). */
  holder?: string;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  log?: Log;
};

const DEFAULT_LEASE_MS = 2 * 60 * 1000;

export class JobSchedule<Context> {
  readonly holder: string;
  private readonly leaseMs: number;
  private readonly running = new Set<string>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly jobs: ScheduledJob<Context>[],
    private readonly options: JobScheduleOptions = {},
  ) {
    this.holder = options.holder ?? crypto.randomUUID();
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Adds the rows of jobs new to this database, due at once; existing rows keep their schedule. */
  async register(): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insert(backgroundJobs)
      .values(this.jobs.map((job) => ({ name: job.name, nextRunAt: now })))
      .onConflictDoNothing({ target: backgroundJobs.name });
  }

  /** Claims and runs every due job this process can claim; resolves with the names it ran. */
  async runDue(context: Context): Promise<string[]> {
    const ran: string[] = [];
    await Promise.all(
      this.jobs.map(async (job) => {
        if (this.running.has(job.name) || !(await this.claim(job.name))) return;
        ran.push(job.name);
        const run = this.runClaimed(job, context);
        this.inFlight.add(run);
        await run.finally(() => this.inFlight.delete(run));
      }),
    );
    return ran;
  }

  /** Waits for the jobs this process is running (shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async claim(name: string): Promise<boolean> {
    const now = this.clock.now();
    const claimed = await this.db
      .update(backgroundJobs)
      .set({ leasedBy: this.holder, leaseUntil: new Date(now.getTime() + this.leaseMs) })
      .where(and(eq(backgroundJobs.name, name), lte(backgroundJobs.nextRunAt, now), or(isNull(backgroundJobs.leaseUntil), lte(backgroundJobs.leaseUntil, now))))
      .returning({ name: backgroundJobs.name });
    return claimed.length === 1;
  }

  private async runClaimed(job: ScheduledJob<Context>, context: Context): Promise<void> {
    this.running.add(job.name);
    const mine = and(eq(backgroundJobs.name, job.name), eq(backgroundJobs.leasedBy, this.holder));
    // A long run keeps its lease; the renewal's own failure is the next renewal's to retry.
    const renew = setInterval(() => {
      void this.db
        .update(backgroundJobs)
        .set({ leaseUntil: new Date(this.clock.now().getTime() + this.leaseMs) })
        .where(mine)
        .catch(() => undefined);
    }, this.leaseMs / 3);
    renew.unref();
    let failure: string | null = null;
    try {
      await job.run(context);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      this.options.log?.error({ err: error }, `background job failed: ${job.name}`);
    } finally {
      clearInterval(renew);
      this.running.delete(job.name);
    }
    const now = this.clock.now();
    // A failed run waits for its next turn too: the jobs retry their own work item by item.
    await this.db
      .update(backgroundJobs)
      .set({ nextRunAt: new Date(now.getTime() + job.everyMs), lastRunAt: now, runs: sql`${backgroundJobs.runs} + 1`, lastError: failure, leasedBy: null, leaseUntil: null })
      .where(mine);
  }
}
