/**
 * The one clock the shop's time rules read (order confirmation's reminder and auto-cancel):
 * given to buildApp, so tests move time instead of waiting for it.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests. */
export class ManualClock implements Clock {
  private at: number;
  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }
  now = (): Date => new Date(this.at);
  set(at: Date): void {
    this.at = at.getTime();
  }
  advance(ms: number): void {
    this.at += ms;
  }
  advanceHours(hours: number): void {
    this.advance(hours * 60 * 60 * 1000);
  }
}
