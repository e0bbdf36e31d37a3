import { at } from '@/features/workspace-times/testing/fixtures';
import { readSpan, spanInputOf, withStartDate } from '@/features/workspace-times/utils/span-input';

const now = at('2024-05-02T12:00');

describe('the start and end fields', () => {
  it('show a stored span as dates and minutes', () => {
    expect(spanInputOf(at('2024-05-01T09:05:42'), at('2024-05-01T17:30'), '2024-04-01')).toEqual({
      startDate: '2024-05-01',
      startTime: '09:05',
      endDate: '2024-05-01',
      endTime: '17:30',
    });
    expect(spanInputOf(null, null, '2024-04-01')).toEqual({
      startDate: '2024-04-01',
      startTime: '',
      endDate: '2024-04-01',
      endTime: '',
    });
  });

  it('read back into unix seconds, an overnight span included', () => {
    const input = {
      startDate: '2024-05-01',
      startTime: '22:00',
      endDate: '2024-05-02',
      endTime: '06:15',
    };
    expect(readSpan(input, { open: false, now })).toEqual({
      ok: true,
      start: at('2024-05-01T22:00'),
      end: at('2024-05-02T06:15'),
    });
  });

  it('keep the stored seconds of a moment left as it was', () => {
    const original = { start: at('2024-05-01T09:05:42'), end: at('2024-05-01T17:30:10') };
    const input = { ...spanInputOf(original.start, original.end, ''), endTime: '18:00' };
    expect(readSpan(input, { open: false, original, now })).toEqual({
      ok: true,
      start: original.start,
      end: at('2024-05-01T18:00'),
    });
  });

  it('name what is missing or wrong, field by field', () => {
    const blank = spanInputOf(null, null, '2024-05-01');
    expect(readSpan(blank, { open: false, now })).toEqual({
      ok: false,
      errors: { startTime: 'required', endTime: 'required' },
    });
    const backwards = { ...blank, startTime: '10:00', endTime: '09:00' };
    expect(readSpan(backwards, { open: false, now })).toEqual({
      ok: false,
      errors: { endTime: 'endNotAfterStart' },
    });
    const ahead = {
      ...blank,
      startDate: '2024-05-02',
      endDate: '2024-05-02',
      startTime: '11:00',
      endTime: '13:00',
    };
    expect(readSpan(ahead, { open: false, now })).toEqual({
      ok: false,
      errors: { endTime: 'inFuture' },
    });
  });

  it('read only the start of a running entry', () => {
    const input = { ...spanInputOf(null, null, '2024-05-02'), startTime: '08:00' };
    expect(readSpan(input, { open: true, now })).toEqual({
      ok: true,
      start: at('2024-05-02T08:00'),
      end: null,
    });
  });

  it('move the end date along with the start date', () => {
    const overnight = {
      startDate: '2024-05-01',
      startTime: '22:00',
      endDate: '2024-05-02',
      endTime: '06:00',
    };
    expect(withStartDate(overnight, '2024-04-29')).toEqual({
      ...overnight,
      startDate: '2024-04-29',
      endDate: '2024-04-30',
    });
  });
});
