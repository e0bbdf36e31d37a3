import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';
import { guardPoolClients } from './pool-client-guard.js';

describe('guardPoolClients', () => {
  it("keeps a client's error from being uncaught while nobody else listens", () => {
    const pool = new EventEmitter();
    guardPoolClients({ driver: { master: pool } } as unknown as DataSource);
    const client = new EventEmitter();
    pool.emit('connect', client);
    expect(() => client.emit('error', new Error('terminating connection'))).not.toThrow();
  });

  it('leaves a driver without a pool alone (embedded PGlite has its own)', () => {
    expect(() => {
      guardPoolClients({ driver: {} } as unknown as DataSource);
    }).not.toThrow();
  });
});
