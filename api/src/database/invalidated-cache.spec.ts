import { InvalidatedCache } from './invalidated-cache.js';
import type { Invalidations } from './invalidations.js';

/** A stand-in bus: `fire` is what a notification (or `changed`) does. */
function bus(live = true) {
  const handlers: ((key: string | null) => void)[] = [];
  const fake = {
    live,
    on: (_topic: string, handler: (key: string | null) => void) => handlers.push(handler),
  };
  const fire = (key: string | null) => {
    for (const handler of handlers) handler(key);
  };
  return { invalidations: fake as unknown as Invalidations, fake, fire };
}

describe('InvalidatedCache', () => {
  it('loads once, then serves the kept value until its key is invalidated', async () => {
    const { invalidations, fire } = bus();
    const cache = new InvalidatedCache<number>(invalidations, 'topic');
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    fire('b');
    expect(await cache.get('a', load)).toBe(1);
    fire('a');
    expect(await cache.get('a', load)).toBe(2);
    fire(null);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('does not keep a value whose load overlapped an invalidation (it may predate the change)', async () => {
    const { invalidations, fire } = bus();
    const cache = new InvalidatedCache<string>(invalidations, 'topic');
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    fire('a'); // the change commits while the read is in flight
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get('a', () => Promise.resolve('after'))).toBe('after');
  });

  it('neither serves nor keeps anything while the listener is down', async () => {
    const { invalidations, fake } = bus(false);
    const cache = new InvalidatedCache<number>(invalidations, 'topic');
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(loads).toBe(2);
    fake.live = true;
    await cache.get('a', load);
    await cache.get('a', load);
    expect(loads).toBe(3);
  });

  it('keeps at most its capacity, dropping the oldest key first', async () => {
    const { invalidations } = bus();
    const cache = new InvalidatedCache<string>(invalidations, 'topic', 2);
    let loads = 0;
    const load = (key: string) => () => Promise.resolve(`${key}${String(++loads)}`);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(await cache.get('b', load('b'))).toBe('b2');
    expect(await cache.get('a', load('a'))).toBe('a4');
  });
});
