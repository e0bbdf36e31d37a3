import { TaskPriority, TaskStatus } from '@punchcard/shared';
import dayjs from 'dayjs';

import { entryOf, PROJECT_ID, TAG_ID, wireTask } from '@/features/tasks/testing/task-fixtures';
import type { TaskPageEntry } from '@/features/tasks/types';
import {
  activeFilterCount,
  dueBucket,
  matchesFilters,
  noFilters,
  pageStateFromSearch,
  searchWith,
  WITHOUT,
} from '@/features/tasks/utils/task-filters';
import { toCamelCaseKeys } from '@/lib/case-keys';

const NOW = dayjs('2024-05-15T10:00:00').unix();
const day = (date: string) => dayjs(`${date}T23:59:59`).unix();
const entry = (overrides: Parameters<typeof wireTask>[0]) =>
  toCamelCaseKeys(entryOf(wireTask(overrides))) as TaskPageEntry;

describe('the page state in the address', () => {
  it('reads a view, a grouping and filters, and ignores what it does not know', () => {
    const state = pageStateFromSearch(
      new URLSearchParams(
        'view=board&group=tag&priority=3&due=overdue&status=DONE&archived=1&q=gear',
      ),
    );
    expect(state).toEqual({
      view: 'board',
      group: 'tag',
      task: null,
      filters: {
        ...noFilters,
        q: 'gear',
        priority: TaskPriority.High,
        due: 'overdue',
        status: TaskStatus.Done,
        archived: true,
      },
    });
    const odd = pageStateFromSearch(new URLSearchParams('view=grid&group=x&priority=9&due=soon'));
    expect(odd).toEqual({ view: 'list', group: 'none', task: null, filters: noFilters });
  });

  it('writes changes and leaves defaults and other parameters out', () => {
    const next = searchWith(new URLSearchParams('view=board&other=1'), {
      view: 'list',
      filters: { project: PROJECT_ID, priority: TaskPriority.NoPriority, archived: false },
    });
    expect(next.toString()).toBe(`other=1&project=${PROJECT_ID}&priority=0`);
    expect(searchWith(next, { filters: noFilters }).toString()).toBe('other=1');
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount({ ...noFilters, q: 'x', tag: WITHOUT, archived: true })).toBe(3);
  });
});

describe('due dates', () => {
  it('are counted in whole days of the browser calendar', () => {
    expect(dueBucket(null, TaskStatus.Todo, NOW)).toBe('none');
    expect(dueBucket(day('2024-05-14'), TaskStatus.Todo, NOW)).toBe('overdue');
    expect(dueBucket(day('2024-05-14'), TaskStatus.Done, NOW)).toBe('past');
    expect(dueBucket(day('2024-05-15'), TaskStatus.Todo, NOW)).toBe('today');
    expect(dueBucket(day('2024-05-21'), TaskStatus.Todo, NOW)).toBe('week');
    expect(dueBucket(day('2024-05-22'), TaskStatus.Todo, NOW)).toBe('later');
  });
});

describe('filtering', () => {
  const tagged = entry({ name: 'Gear tables', id_project: PROJECT_ID, tags: [TAG_ID] });
  const bare = entry({ name: 'Punched cards', assignee: ['someone'] });
  const archived = entry({ name: 'Old gears', archived_at: 1 });

  it('keeps archived tasks out unless asked', () => {
    const names = (filters = noFilters) =>
      [tagged, bare, archived]
        .filter((e) => matchesFilters(e, filters, NOW))
        .map((e) => e.task.name);
    expect(names()).toEqual(['Gear tables', 'Punched cards']);
    expect(names({ ...noFilters, archived: true, q: 'GEAR' })).toEqual([
      'Gear tables',
      'Old gears',
    ]);
    expect(names({ ...noFilters, project: WITHOUT })).toEqual(['Punched cards']);
    expect(names({ ...noFilters, tag: TAG_ID })).toEqual(['Gear tables']);
    expect(names({ ...noFilters, assignee: WITHOUT })).toEqual(['Gear tables']);
    expect(names({ ...noFilters, assignee: 'someone' })).toEqual(['Punched cards']);
    expect(names({ ...noFilters, priority: TaskPriority.Low })).toEqual([]);
  });
});
