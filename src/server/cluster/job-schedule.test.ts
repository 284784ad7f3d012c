import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { backgroundJobs } from '../db/schema/jobs';
import { createTestDatabase, testDatabases, type TestDatabase } from '../test-support/databases';
import { JobSchedule, type ScheduledJob } from './job-schedule';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

describe.each(testDatabases())('background jobs across processes on %s', () => {
  let database: TestDatabase;
  // A second connection pool: what a second shop process holds.
  let other: DatabaseHandle;
  const clock = new ManualClock();
  const runs: string[] = [];
  const job = (name: string, everyMs: number, run: () => Promise<unknown> = async () => undefined): ScheduledJob<string> => ({
    name,
    everyMs,
    run: async (process) => {
      runs.push(`${name}@${process}`);
      await run();
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    other = await openPostgres(database.url!, 4);
  });
  beforeEach(async () => {
    await database.reset();
    runs.length = 0;
    clock.set(new Date('2026-03-01T10:00:00Z'));
  });
  afterAll(async () => {
    await other.close();
    await database.close();
  });

  it('runs each job once when two processes look at the same moment, then again on its interval', async () => {
    const jobs = [job('hourly', HOUR_MS), job('every five minutes', 5 * MINUTE_MS)];
    const first = new JobSchedule(database.db, clock, jobs);
    const second = new JobSchedule(other.db, clock, jobs);
    await Promise.all([first.register(), second.register()]);

    // New to the database: due at once.
    await Promise.all([first.runDue('a'), second.runDue('b'), first.runDue('a'), second.runDue('b')]);
    expect(runs.map((run) => run.split('@')[0]).sort()).toEqual(['every five minutes', 'hourly']);

    clock.advance(4 * MINUTE_MS);
    expect([...(await first.runDue('a')), ...(await second.runDue('b'))]).toEqual([]);
    clock.advance(MINUTE_MS);
    await Promise.all([first.runDue('a'), second.runDue('b')]);
    expect(runs.filter((run) => run.startsWith('every five minutes'))).toHaveLength(2);
    expect(runs.filter((run) => run.startsWith('hourly'))).toHaveLength(1);

    const [row] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, 'hourly'));
    expect(row).toMatchObject({ leasedBy: null, leaseUntil: null, lastError: null, runs: 1, nextRunAt: new Date('2026-03-01T11:00:00Z') });
  });

  it('keeps the schedule across a restart, and runs at once what fell due while the shop was stopped', async () => {
    const jobs = [job('hourly', HOUR_MS)];
    const before = new JobSchedule(database.db, clock, jobs);
    await before.register();
    await before.runDue('a');
    expect(runs).toEqual(['hourly@a']);

    // Restarted 10 minutes later: not due yet, the hourly job keeps its hour.
    clock.advance(10 * MINUTE_MS);
    const restarted = new JobSchedule(other.db, clock, jobs);
    await restarted.register();
    expect(await restarted.runDue('b')).toEqual([]);

    // Stopped for three hours: due, run once at the first look, then an hour later.
    clock.advance(3 * HOUR_MS);
    expect(await restarted.runDue('b')).toEqual(['hourly']);
    expect(await restarted.runDue('b')).toEqual([]);
    expect(runs).toEqual(['hourly@a', 'hourly@b']);
  });

  it('hands a job over when its holder dies: the lease expires and another process claims it', async () => {
    let release: () => void = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const dying = new JobSchedule(database.db, clock, [job('hourly', HOUR_MS, () => stuck)], { holder: 'dying', leaseMs: 2 * MINUTE_MS });
    const survivor = new JobSchedule(other.db, clock, [job('hourly', HOUR_MS)], { holder: 'survivor', leaseMs: 2 * MINUTE_MS });
    await dying.register();
    const dyingRun = dying.runDue('a');
    // The dying process holds the lease (its run never ends); the other does not run the job meanwhile.
    await expect.poll(async () => (await database.db.select().from(backgroundJobs))[0]?.leasedBy).toBe('dying');
    expect(await survivor.runDue('b')).toEqual([]);
    clock.advance(MINUTE_MS);
    expect(await survivor.runDue('b')).toEqual([]);

    // Past the lease, with no renewal: the survivor takes the job over.
    clock.advance(90 * 1000);
    expect(await survivor.runDue('b')).toEqual(['hourly']);
    const [row] = await database.db.select().from(backgroundJobs);
    expect(row).toMatchObject({ leasedBy: null, lastRunAt: clock.now() });

    // The dead holder's late finish does not overwrite the survivor's schedule.
    release();
    await dyingRun;
    const [after] = await database.db.select().from(backgroundJobs);
    expect(after!.nextRunAt).toEqual(new Date(clock.now().getTime() + HOUR_MS));
  });

  it('records a failed run and tries again on the next interval', async () => {
    let fail = true;
    const schedule = new JobSchedule(database.db, clock, [
      job('flaky', 5 * MINUTE_MS, async () => {
        if (fail) throw new Error('mail server down');
      }),
    ]);
    await schedule.register();
    expect(await schedule.runDue('a')).toEqual(['flaky']);
    expect((await database.db.select().from(backgroundJobs))[0]).toMatchObject({ lastError: 'mail server down', leasedBy: null });
    fail = false;
    clock.advance(5 * MINUTE_MS);
    expect(await schedule.runDue('a')).toEqual(['flaky']);
    expect((await database.db.select().from(backgroundJobs))[0]).toMatchObject({ lastError: null });
  });
});
