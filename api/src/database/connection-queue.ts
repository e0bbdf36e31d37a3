import { AsyncLocalStorage } from 'node:async_hooks';
import { ErrorKey } from '@punchcard/shared';
import { AppException } from '#src/common/errors/app.exception.js';

/**
 * The fair line in front of embedded PGlite's single connection.
 *
 * Why: PGlite is one PostgreSQL backend in this process, so the pool holds one client and every
 * statement, and every transaction for its whole length, takes turns on it. node-postgres' pool
 * queues checkouts first come, first served, but a request checks out once per statement: after
 * each statement it goes to the back, behind every request that arrived after it. A request's
 * time then grows with its statement count times everything in flight (a sign-in or a report
 * behind a burst of clock-ins waits for the whole burst at every statement), and nothing bounds
 * the wait: a query issued outside the transaction that holds the client waits forever, and so
 * does everyone behind it.
 *
 * What: one holder at a time; waiters are served in the order their request arrived (the turn a
 * request takes when it enters, see `withTurn`), so a request that has started finishes before
 * later ones start, and work outside any request takes its turn when it asks. No one is
 * overtaken by later arrivals, so no one starves. The line is bounded twice: past `maxWaiting`
 * waiters, or after `maxWaitMs` in line, a checkout fails at once with a 503
 * (`error.service_unavailable`) instead of piling up unbounded latency; clients retry later.
 */
export interface QueueLimits {
  /** Waiters beyond this are refused at once. */
  maxWaiting: number;
  /** A waiter still in line after this long is refused. */
  maxWaitMs: number;
}

/**
 * Generous: a waiter costs a few hundred bytes, and a burst of a thousand clock-ins drains in
 * seconds. The time bound is what ends a wait that cannot end (below a proxy's usual 60 s).
 */
export const DEFAULT_QUEUE_LIMITS: QueueLimits = { maxWaiting: 4096, maxWaitMs: 30_000 };

interface Waiter {
  turn: number;
  /** Breaks ties between waiters of one request: first asked, first served. */
  sequence: number;
  grant: (leave: () => void) => void;
  refuse: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

const turns = new AsyncLocalStorage<number>();
let lastTurn = 0;

function nextTurn(): number {
  lastTurn += 1;
  return lastTurn;
}

/** Runs `work` (a request, a job) holding one place in line for all its statements. */
export function withTurn<T>(work: () => T): T {
  return turns.run(nextTurn(), work);
}

export class ConnectionQueue {
  #held = false;
  #closed = false;
  /** Sorted by (turn, sequence). Short: bounded by `maxWaiting`. */
  #waiting: Waiter[] = [];
  #sequence = 0;

  constructor(private readonly limits: QueueLimits = DEFAULT_QUEUE_LIMITS) {}

  /**
   * The pool is ending (the app shuts down): nobody in line will be served, and their 30-second
   * timers must not fire later in a process that goes on (a test runner) with a 503 nobody awaits.
   * Their callers belong to the closing app and are dropped with it.
   */
  close(): void {
    this.#closed = true;
    for (const waiter of this.#waiting) clearTimeout(waiter.timer);
    this.#waiting = [];
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Waits for the connection; answers the function that hands it to the next in line. */
  acquire(): Promise<() => void> {
    if (this.#closed) return Promise.reject(unavailable('The database is closed.'));
    const turn = turns.getStore() ?? nextTurn();
    if (!this.#held && this.#waiting.length === 0) {
      this.#held = true;
      return Promise.resolve(this.#leaveOnce());
    }
    if (this.#waiting.length >= this.limits.maxWaiting) {
      return Promise.reject(unavailable('Too many requests are waiting for the database.'));
    }
    return new Promise((grant, refuse) => {
      this.#sequence += 1;
      const waiter: Waiter = { turn, sequence: this.#sequence, grant, refuse };
      waiter.timer = setTimeout(() => {
        this.#remove(waiter);
        refuse(unavailable('The database stayed busy for too long.'));
      }, this.limits.maxWaitMs);
      // A pending checkout alone must not keep the process alive at shutdown.
      waiter.timer.unref();
      this.#insert(waiter);
    });
  }

  /** After every waiter that comes before it: usually the end, since turns mostly grow. */
  #insert(waiter: Waiter): void {
    let index = this.#waiting.length;
    for (; index > 0; index -= 1) {
      const previous = this.#waiting[index - 1];
      if (previous && comesBefore(previous, waiter)) break;
    }
    this.#waiting.splice(index, 0, waiter);
  }

  #remove(waiter: Waiter): void {
    const index = this.#waiting.indexOf(waiter);
    if (index >= 0) this.#waiting.splice(index, 1);
  }

  #leaveOnce(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#handOver();
    };
  }

  #handOver(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#held = false;
      return;
    }
    clearTimeout(next.timer);
    // The next holder starts on a later turn of the event loop, not in this chain of promise
    // callbacks: PGlite answers synchronously, so back-to-back hand-overs would otherwise keep
    // the loop from reading sockets and firing timers for as long as anyone is waiting, and new
    // requests would only take their place in line when the whole line had drained.
    setImmediate(() => {
      next.grant(this.#leaveOnce());
    });
  }
}

function comesBefore(a: Waiter, b: Waiter): boolean {
  return a.turn < b.turn || (a.turn === b.turn && a.sequence < b.sequence);
}

function unavailable(message: string): AppException {
  return new AppException(503, ErrorKey.ServiceUnavailable, `${message} Try again shortly.`);
}
