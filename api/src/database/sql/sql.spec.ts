import { compile, sql } from './sql.js';

describe('sql', () => {
  it('binds every interpolation as a parameter', () => {
    const email = "x' OR 1=1 --";
    expect(compile(sql`SELECT id FROM users WHERE email = ${email} AND id = ${'u1'}`)).toEqual({
      text: 'SELECT id FROM users WHERE email = $1 AND id = $2',
      values: [email, 'u1'],
    });
  });

  it('inlines nested fragments and renumbers their parameters', () => {
    const visible = (workspace: string) =>
      sql`p.id_workspace = ${workspace} AND p.deleted_at IS NULL`;
    const query = sql`SELECT ${sql.raw('p.id')} FROM projects p WHERE ${visible('w1')} AND p.name = ${'n'}`;
    expect(compile(query)).toEqual({
      text: 'SELECT p.id FROM projects p WHERE p.id_workspace = $1 AND p.deleted_at IS NULL AND p.name = $2',
      values: ['w1', 'n'],
    });
  });

  it('joins fragments, and joins nothing to nothing', () => {
    const set = sql.join([sql`a = ${1}`, sql`b = ${2}`]);
    expect(compile(sql`UPDATE t SET ${set} WHERE id = ${3}`)).toEqual({
      text: 'UPDATE t SET a = $1, b = $2 WHERE id = $3',
      values: [1, 2, 3],
    });
    expect(compile(sql`SELECT 1 ${sql.join([])}`).text).toBe('SELECT 1 ');
    expect(compile(sql.join([sql`x`, sql`y`], sql` OR `)).text).toBe('x OR y');
  });

  it('binds an array as one parameter', () => {
    expect(compile(sql`WHERE id = ANY(${['a', 'b']}::uuid[])`)).toEqual({
      text: 'WHERE id = ANY($1::uuid[])',
      values: [['a', 'b']],
    });
  });
});
