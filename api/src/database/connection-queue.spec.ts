import { ErrorKey } from '@punchcard/shared';
import { AppException } from '#src/common/errors/app.exception.js';
import { ConnectionQueue, withTurn } from './connection-queue.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A point a request's JavaScript waits at until the test lets it go on. */
function pause() {
  let resume: () => void = () => undefined;
  const paused = new Promise<void>((resolve) => {
    resume = resolve;
  });
  return {
    paused,
    resume: () => {
      resume();
    },
  };
}

/** Records the order in which callers get the connection; each holds it until told to leave. */
function recorder(queue: ConnectionQueue) {
  const served: string[] = [];
  const leaves = new Map<string, () => void>();
  const ask = (name: string) =>
    queue.acquire().then((leave) => {
      served.push(name);
      leaves.set(name, leave);
    });
  const leave = async (name: string) => {
    const done = leaves.get(name);
    if (!done) throw new Error(`${name} does not hold the connection`);
    done();
    await settle();
  };
  return { served, ask, leave };
}

describe('ConnectionQueue', () => {
  it('hands the connection to one caller at a time, in the order they asked', async () => {
    const queue = new ConnectionQueue();
    const { served, ask, leave } = recorder(queue);
    void ask('a');
    void ask('b');
    void ask('c');
    await settle();
    expect(served).toEqual(['a']);
    expect(queue.waiting).toBe(2);
    await leave('a');
    expect(served).toEqual(['a', 'b']);
    await leave('b');
    await leave('c');
    expect(served).toEqual(['a', 'b', 'c']);
    expect(queue.waiting).toBe(0);
  });

  it('serves a request that arrived earlier before later ones, at each of its statements', async () => {
    const queue = new ConnectionQueue();
    const { served, ask, leave } = recorder(queue);
    // Request 1 runs its first statement while 2 and 3 line up, then works in JavaScript while 2
    // holds the connection. Its second statement then goes before 3, which arrived later; with
    // pg-pool's FIFO per checkout it would go behind 3 (and behind everyone who came meanwhile).
    const javascript = pause();
    void withTurn(async () => {
      await ask('1: first statement');
      await javascript.paused;
      await ask('1: second statement');
    });
    await settle();
    void withTurn(() => ask('2'));
    void withTurn(() => ask('3'));
    await settle();
    await leave('1: first statement');
    javascript.resume();
    await settle();
    await leave('2');
    await leave('1: second statement');
    await leave('3');
    expect(served).toEqual(['1: first statement', '2', '1: second statement', '3']);
  });

  it('puts a request that arrived before a job ahead of it, whenever the request asks', async () => {
    const queue = new ConnectionQueue();
    const { served, ask, leave } = recorder(queue);
    const javascript = pause();
    void withTurn(async () => {
      await javascript.paused;
      await ask('request');
    });
    void ask('job 1');
    await settle();
    void ask('job 2');
    javascript.resume();
    await settle();
    await leave('job 1');
    await leave('request');
    await leave('job 2');
    expect(served).toEqual(['job 1', 'request', 'job 2']);
  });

  it('refuses with a 503 at once when too many are waiting', async () => {
    const queue = new ConnectionQueue({ maxWaiting: 2, maxWaitMs: 60_000 });
    const { served, ask, leave } = recorder(queue);
    void ask('holder');
    void ask('w1');
    void ask('w2');
    const refused = await queue.acquire().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppException);
    expect((refused as AppException).toBody()).toMatchObject({
      status_code: 503,
      error_key: ErrorKey.ServiceUnavailable,
    });
    await leave('holder');
    await leave('w1');
    await leave('w2');
    expect(served).toEqual(['holder', 'w1', 'w2']);
  });

  it('refuses a waiter with a 503 after the longest wait instead of waiting forever', async () => {
    jest.useFakeTimers();
    try {
      const queue = new ConnectionQueue({ maxWaiting: 10, maxWaitMs: 1_000 });
      const holder = await queue.acquire();
      const waiting = queue.acquire().then(
        () => 'served',
        (error: unknown) => (error as AppException).getStatus(),
      );
      const next = queue.acquire();
      jest.advanceTimersByTime(999);
      expect(queue.waiting).toBe(2);
      jest.advanceTimersByTime(1);
      await expect(waiting).resolves.toBe(503);
      await expect(next).rejects.toBeInstanceOf(AppException);
      expect(queue.waiting).toBe(0);
      // The holder leaving later hands over to no one and frees the connection.
      holder();
      const again = await queue.acquire();
      again();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores a second leave from the same holder', async () => {
    const queue = new ConnectionQueue();
    const { served, ask } = recorder(queue);
    const leave = await queue.acquire();
    void ask('b');
    void ask('c');
    leave();
    leave();
    await settle();
    expect(served).toEqual(['b']);
    expect(queue.waiting).toBe(1);
    // 'c' stays in line: its 30-second timer would otherwise reject later, in whatever suite
    // this worker runs next.
    queue.close();
  });

  it('forgets its line when the pool ends: no timer fires later, later callers are refused', async () => {
    const queue = new ConnectionQueue({ maxWaiting: 10, maxWaitMs: 50 });
    const outcomes: string[] = [];
    await queue.acquire(); // held, never handed back: the app is shutting down mid-query
    void queue.acquire().then(
      () => outcomes.push('served'),
      () => outcomes.push('refused'),
    );
    queue.close();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(outcomes).toEqual([]);
    expect(queue.waiting).toBe(0);
    await expect(queue.acquire()).rejects.toBeInstanceOf(AppException);
  });
});
