import { assignments, insertion } from './assignments.js';
import { prefixedColumns, unprefixed, USER_COLUMNS } from './columns.js';
import { projectVisible } from './project-visible.js';
import { compile, sql } from './sql.js';

const COLUMNS = { firstName: 'first_name', isDone: 'is_done' } as const;

describe('shared SQL fragments', () => {
  it('assigns only the keys a change names, through the closed column map', () => {
    const change = { firstName: 'Ann', isDone: undefined, injected: 'x' } as Record<
      string,
      unknown
    >;
    const set = sql.join(assignments(change, COLUMNS));
    expect(compile(sql`UPDATE t SET ${set}`)).toEqual({
      text: 'UPDATE t SET first_name = $1',
      values: ['Ann'],
    });
  });

  it('inserts the keys given and leaves the rest to their defaults', () => {
    expect(compile(sql`INSERT INTO t ${insertion({ isDone: false }, COLUMNS)}`)).toEqual({
      text: 'INSERT INTO t (is_done) VALUES ($1)',
      values: [false],
    });
  });

  it('round-trips a joined table row through its prefixed columns', () => {
    expect(compile(prefixedColumns('u', 'u', USER_COLUMNS)).text).toContain('u.email AS "u.email"');
    const row = unprefixed<'users'>({ 'u.email': 'a@b.c', 'w.email': 'no' }, 'u', USER_COLUMNS);
    expect(row.email).toBe('a@b.c');
    expect(Object.keys(row)).toEqual(Object.keys(USER_COLUMNS));
  });

  it('binds the project viewer by name, over the alias asked for', () => {
    const viewer = { idWorkspace: 'w', idUser: 'u', seesAll: false, privateProjects: true };
    const { text, values } = compile(projectVisible(viewer, 'q'));
    expect(text).toContain('q.id_workspace = $1');
    expect(values).toEqual(['w', false, true, 'u']);
  });
});
