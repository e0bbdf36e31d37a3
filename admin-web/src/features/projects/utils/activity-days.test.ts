import dayjs from 'dayjs';

import type { ProjectActivity } from '@/features/projects/types';
import { entrySeconds, groupByDay } from '@/features/projects/utils/activity-days';

const at = (text: string) => dayjs(text).unix();

const entry = (id: string, start: string, end: string | null): ProjectActivity => ({
  id,
  idUser: 'u',
  memberName: 'Ada',
  idTask: null,
  taskName: null,
  isTaskHidden: false,
  category: null,
  tags: [],
  description: null,
  start: at(start),
  end: end === null ? null : at(end),
});

describe('activities by day', () => {
  it('groups newest-first entries by their local start day, with the time each day holds', () => {
    const now = at('2024-05-02T12:00');
    const days = groupByDay(
      [
        entry('running', '2024-05-02T11:00', null),
        entry('b', '2024-05-01T22:00', '2024-05-02T01:00'),
        entry('a', '2024-05-01T09:00', '2024-05-01T10:30'),
      ],
      now,
    );
    expect(days.map((day) => [day.date, day.entries.map((e) => e.id), day.seconds])).toEqual([
      ['2024-05-02', ['running'], 3600],
      ['2024-05-01', ['b', 'a'], 3 * 3600 + 5400],
    ]);
  });

  it('never counts below zero', () => {
    expect(entrySeconds({ start: 100, end: null }, 50)).toBe(0);
  });
});
