import { TaskPriority, TaskStatus } from '@punchcard/shared';
import dayjs from 'dayjs';

import { wireTask } from '@/features/tasks/testing/task-fixtures';
import type { Task } from '@/features/tasks/types';
import {
  changesSomething,
  createTaskRequest,
  dueAtOf,
  newTaskValues,
  updateTaskRequest,
  validateTask,
  valuesOfTask,
} from '@/features/tasks/utils/task-form';
import { toCamelCaseKeys } from '@/lib/case-keys';

const task = (overrides: Parameters<typeof wireTask>[0] = {}) =>
  toCamelCaseKeys(wireTask(overrides)) as Task;

describe('the task form', () => {
  it('starts a new task as the spec says: medium, to do, no estimate', () => {
    const values = newTaskValues({ status: TaskStatus.InProgress });
    expect(values).toMatchObject({
      priority: TaskPriority.Medium,
      status: TaskStatus.InProgress,
      estimation: '',
      isPersonal: false,
    });
    expect(validateTask(values)).toEqual({ name: 'required' });
    expect(createTaskRequest({ ...values, name: ' Gears ' })).toMatchObject({
      name: 'Gears',
      priority: TaskPriority.Medium,
      status: TaskStatus.InProgress,
      estimation: 0,
      dueAt: null,
      color: null,
    });
  });

  it('reads the estimate as typed: a bare number is hours', () => {
    const values = { ...newTaskValues(), name: 'x' };
    expect(createTaskRequest({ ...values, estimation: '1.5' }).estimation).toBe(5400);
    expect(createTaskRequest({ ...values, estimation: '2h 30m' }).estimation).toBe(9000);
    expect(createTaskRequest({ ...values, estimation: '1時間' }).estimation).toBe(3600);
    expect(validateTask({ ...values, estimation: 'soon' })).toEqual({ estimation: 'unreadable' });
    expect(validateTask({ ...values, color: 'red' })).toEqual({ color: 'unreadable' });
  });

  it('makes a task due by the end of its day, and reads it back as that day', () => {
    const dueAt = dueAtOf('2024-05-15');
    expect(dueAt).toBe(dayjs('2024-05-15T23:59:59').unix());
    expect(valuesOfTask(task({ due_at: dueAt, estimation: 5400 }))).toMatchObject({
      dueDate: '2024-05-15',
      estimation: '1h 30m',
    });
    expect(dueAtOf('')).toBeNull();
  });

  it('sends only what changed, with the version it was opened on', () => {
    const before = task({ name: 'Gears', assignee: ['a', 'b'], updated_at: 1_714_000_123 });
    const same = updateTaskRequest(before, { ...valuesOfTask(before), assignee: ['b', 'a'] });
    expect(same).toEqual({ updatedAt: 1_714_000_123 });
    expect(changesSomething(same)).toBe(false);
    const changed = updateTaskRequest(before, {
      ...valuesOfTask(before),
      name: 'Gear tables',
      isPersonal: true,
      note: 'Check the teeth',
    });
    expect(changed).toEqual({
      updatedAt: 1_714_000_123,
      name: 'Gear tables',
      isPersonal: true,
      // A personal task is its owner's alone.
      assignee: [],
      note: 'Check the teeth',
    });
  });
});
