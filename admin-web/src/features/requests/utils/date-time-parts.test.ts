import dayjs from 'dayjs';

import {
  fromDateTimeParts,
  toDateTimeParts,
  todayDate,
} from '@/features/requests/utils/date-time-parts';

const local = (text: string) => dayjs(text).unix();

describe('date and time parts', () => {
  it('splits a moment into the local date and time', () => {
    expect(toDateTimeParts(local('2024-05-01T09:05:42'))).toEqual({
      date: '2024-05-01',
      time: '09:05',
    });
    expect(todayDate(local('2024-12-31T23:59:00'))).toBe('2024-12-31');
  });

  it('reads a date and time back as unix seconds', () => {
    expect(fromDateTimeParts({ date: '2024-05-01', time: '17:30' })).toBe(
      local('2024-05-01T17:30:00'),
    );
    expect(fromDateTimeParts({ date: '2024-05-01', time: '17:30:15' })).toBe(
      local('2024-05-01T17:30:15'),
    );
  });

  it('is null while a part is missing or not a real date', () => {
    expect(fromDateTimeParts({ date: '', time: '09:00' })).toBeNull();
    expect(fromDateTimeParts({ date: '2024-05-01', time: '' })).toBeNull();
    expect(fromDateTimeParts({ date: '2024-02-31', time: '09:00' })).toBeNull();
    expect(fromDateTimeParts({ date: '01/05/2024', time: '09:00' })).toBeNull();
  });

  it('keeps the seconds of an untouched original', () => {
    const original = local('2024-05-01T09:05:42');
    expect(fromDateTimeParts({ date: '2024-05-01', time: '09:05' }, original)).toBe(original);
    expect(fromDateTimeParts({ date: '2024-05-01', time: '09:06' }, original)).toBe(
      local('2024-05-01T09:06:00'),
    );
  });
});
