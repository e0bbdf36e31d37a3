import dayjs from 'dayjs';

import { checkFillDraft, initialFillDraftForm } from '@/features/requests/utils/fill-draft-form';

const local = (text: string) => dayjs(text).unix();
const NOW = local('2024-05-03T12:00:00');
const START = local('2024-05-01T08:00:00');

describe('filling in a draft', () => {
  it('starts from the draft’s start, with the end on the same day', () => {
    expect(initialFillDraftForm(START)).toEqual({
      start: { date: '2024-05-01', time: '08:00' },
      end: { date: '2024-05-01', time: '' },
    });
  });

  it('sends the end, and the start only when it moved', () => {
    const form = initialFillDraftForm(START);
    expect(
      checkFillDraft('r-1', START, { ...form, end: { date: '2024-05-01', time: '16:00' } }, NOW),
    ).toEqual({
      ok: true,
      body: { idRequest: 'r-1', end: local('2024-05-01T16:00:00') },
    });
    const moved = {
      start: { date: '2024-05-01', time: '07:30' },
      end: { date: '2024-05-01', time: '16:00' },
    };
    expect(checkFillDraft('r-1', START, moved, NOW)).toEqual({
      ok: true,
      body: {
        idRequest: 'r-1',
        start: local('2024-05-01T07:30:00'),
        end: local('2024-05-01T16:00:00'),
      },
    });
  });

  it('says what is wrong with the end', () => {
    const form = initialFillDraftForm(START);
    expect(checkFillDraft('r-1', START, form, NOW)).toEqual({
      ok: false,
      errors: { end: 'form.error.endMissing' },
    });
    expect(
      checkFillDraft('r-1', START, { ...form, end: { date: '2024-05-01', time: '07:00' } }, NOW),
    ).toEqual({ ok: false, errors: { end: 'form.error.endBeforeStart' } });
    expect(
      checkFillDraft('r-1', START, { ...form, end: { date: '2024-05-04', time: '07:00' } }, NOW),
    ).toEqual({ ok: false, errors: { end: 'form.error.endFuture' } });
  });
});
