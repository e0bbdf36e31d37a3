import { isPureRead, retryReadOnce } from './read-retry.js';

const dropped = () => new Error('Connection terminated unexpectedly');
const shutdown = () => Object.assign(new Error('terminating connection'), { code: '57P01' });

/** A statement that fails with `failures` in turn, then answers 'rows'; counts its runs. */
function statement(...failures: Error[]) {
  const run = jest.fn(() => {
    const failure = failures.shift();
    return failure ? Promise.reject(failure) : Promise.resolve('rows');
  });
  return run;
}

describe('retryReadOnce', () => {
  it('runs a read again once when its connection broke', async () => {
    const run = statement(dropped());
    await expect(retryReadOnce('SELECT * FROM users WHERE id = $1', run)).resolves.toBe('rows');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs it only once more', async () => {
    const run = statement(shutdown(), shutdown());
    await expect(retryReadOnce('SELECT 1', run)).rejects.toMatchObject({ code: '57P01' });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never runs a write again: it may have committed before the connection died', async () => {
    const run = statement(dropped());
    await expect(
      retryReadOnce('INSERT INTO workspace_times (id_user) VALUES ($1)', run),
    ).rejects.toThrow('Connection terminated unexpectedly');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures alone', async () => {
    const run = statement(Object.assign(new Error('duplicate'), { code: '23505' }));
    await expect(retryReadOnce('SELECT 1', run)).rejects.toThrow('duplicate');
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('isPureRead', () => {
  it.each([
    'SELECT * FROM users',
    '  (SELECT 1) UNION (SELECT 2)',
    'WITH recent AS (SELECT * FROM workspace_times) SELECT count(*) FROM recent',
    'select updated_at, deleted_at from users -- a comment mentioning DELETE',
  ])('reads: %s', (text) => {
    expect(isPureRead(text)).toBe(true);
  });

  it.each([
    'INSERT INTO users (email) VALUES ($1)',
    'UPDATE users SET email = $1',
    'DELETE FROM users',
    'WITH gone AS (DELETE FROM users RETURNING id) SELECT count(*) FROM gone',
    'SELECT * INTO copy FROM users',
    'SELECT id FROM workspace_times FOR UPDATE',
    "SELECT nextval('seq')",
    'SELECT pg_advisory_xact_lock(1)',
    "SELECT pg_notify('c', 'x')",
    'LISTEN invalidations',
  ])('does not read only: %s', (text) => {
    expect(isPureRead(text)).toBe(false);
  });
});
