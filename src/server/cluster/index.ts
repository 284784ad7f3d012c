/**
 * What lets several shop processes share one database (issue 39): background jobs that run
 * once across them, and events that tell every process's caches what changed.
 */
export { JobSchedule, type ScheduledJob } from './job-schedule';
export { ShopEvents, EVENTS_CHANNEL, type AnnouncedEvent, type ShopEvent } from './shop-events';
export { withStartLock } from './start-lock';
