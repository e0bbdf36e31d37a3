import { TaskPriority, TaskStatus } from '@punchcard/shared';

import { entryOf, TAG_ID, wireTask } from '@/features/tasks/testing/task-fixtures';
import type { TaskPageEntry } from '@/features/tasks/types';
import { WITHOUT } from '@/features/tasks/utils/task-filters';
import { compareTasks, groupTasks } from '@/features/tasks/utils/task-grouping';
import { taskRights } from '@/features/tasks/utils/task-rights';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { shorten } from '@/features/tasks/utils/shorten';

const NOW = 1_715_760_000;
const entry = (overrides: Parameters<typeof wireTask>[0]) =>
  toCamelCaseKeys(entryOf(wireTask(overrides))) as TaskPageEntry;
const names = (entries: readonly TaskPageEntry[]) => entries.map((e) => e.task.name);

describe('grouping the list', () => {
  const done = entry({ name: 'done', status: TaskStatus.Done, priority: TaskPriority.High });
  const low = entry({
    name: 'low',
    priority: TaskPriority.Low,
    tags: [TAG_ID],
    assignee: ['a', 'b'],
  });
  const high = entry({ name: 'high', priority: TaskPriority.High });
  const favorite = entry({
    name: 'favourite',
    priority: TaskPriority.NoPriority,
    is_favorite: true,
  });
  const all = [done, low, high, favorite];
  const label = (key: string) => (key === WITHOUT ? 'zzz' : key);

  it('puts favourites first, then open tasks by urgency, done ones last', () => {
    expect(names([...all].sort(compareTasks))).toEqual(['favourite', 'high', 'low', 'done']);
  });

  it('orders the sections as people expect', () => {
    const byStatus = groupTasks(all, 'status', NOW, label);
    expect(byStatus.map((g) => g.key)).toEqual([TaskStatus.Todo, TaskStatus.Done]);
    const byPriority = groupTasks(all, 'priority', NOW, label);
    expect(byPriority.map((g) => g.key)).toEqual(['3', '1', '0']);
    expect(names(byPriority[0]?.entries ?? [])).toEqual(['high', 'done']);
    expect(groupTasks(all, 'none', NOW, label).map((g) => g.entries.length)).toEqual([4]);
  });

  it('lists a task under each of its assignees and tags, the ones without last', () => {
    const byAssignee = groupTasks(all, 'assignee', NOW, label);
    expect(byAssignee.map((g) => [g.key, g.entries.length])).toEqual([
      ['a', 1],
      ['b', 1],
      [WITHOUT, 3],
    ]);
    expect(groupTasks(all, 'tag', NOW, label).map((g) => g.key)).toEqual([TAG_ID, WITHOUT]);
  });
});

describe('task rights', () => {
  const viewer = { idUser: 'me', canManage: false };
  it('lets members run their own personal tasks, and assignees move shared ones', () => {
    expect(taskRights({ isPersonal: true, idUser: 'me', assignee: [] }, viewer)).toEqual({
      edit: true,
      status: true,
    });
    expect(taskRights({ isPersonal: false, idUser: 'me', assignee: [] }, viewer)).toEqual({
      edit: false,
      status: false,
    });
    expect(taskRights({ isPersonal: false, idUser: 'x', assignee: ['me'] }, viewer)).toEqual({
      edit: false,
      status: true,
    });
    expect(
      taskRights({ isPersonal: false, idUser: 'x', assignee: [] }, { ...viewer, canManage: true }),
    ).toEqual({ edit: true, status: true });
  });
});

describe('shortening', () => {
  it('keeps 20 characters, whole ones, then an ellipsis', () => {
    expect(shorten('Difference Engine')).toBe('Difference Engine');
    expect(shorten('The Analytical Engine of 1837')).toBe('The Analytical Engin…');
    expect(shorten('😀'.repeat(21))).toBe(`${'😀'.repeat(20)}…`);
  });
});
