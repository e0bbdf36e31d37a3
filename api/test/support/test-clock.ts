import { Clock } from '#src/common/time/clock.js';

/** Real time, plus an offset tests can move forward to expire codes and links. */
export class TestClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
