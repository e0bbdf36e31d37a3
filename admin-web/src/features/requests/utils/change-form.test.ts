import dayjs from 'dayjs';

import {
  type ChangeForm,
  checkChangeForm,
  initialChangeForm,
} from '@/features/requests/utils/change-form';
import type { ChangeTarget } from '@/lib/change-target';

const local = (text: string) => dayjs(text).unix();
const NOW = local('2024-05-03T12:00:00');
const NINE = local('2024-05-01T09:00:00');
const FIVE = local('2024-05-01T17:00:00');

const closedTime: ChangeTarget = {
  kind: 'workspace_time',
  requestType: 'EDIT',
  entry: { id: 'wt-1', start: NINE, end: FIVE },
};

function edited(target: ChangeTarget, change: Partial<ChangeForm>): ChangeForm {
  return { ...initialChangeForm(target, NOW), reason: 'Clocked out late', ...change };
}

describe('the request form', () => {
  it('opens an edit with the entry’s current times and a new entry on today', () => {
    expect(initialChangeForm(closedTime, NOW)).toMatchObject({
      start: { date: '2024-05-01', time: '09:00' },
      end: { date: '2024-05-01', time: '17:00' },
      reason: '',
    });
    expect(initialChangeForm({ kind: 'workspace_time', requestType: 'ADD' }, NOW)).toMatchObject({
      start: { date: '2024-05-03', time: '' },
      end: { date: '2024-05-03', time: '' },
    });
    const breakAdd: ChangeTarget = {
      kind: 'break',
      requestType: 'ADD',
      idWorkspaceTime: 'wt-1',
      within: { start: NINE, end: FIVE },
    };
    expect(initialChangeForm(breakAdd, NOW).start.date).toBe('2024-05-01');
    const onADay: ChangeTarget = { kind: 'activity', requestType: 'ADD', day: '2024-04-30' };
    expect(initialChangeForm(onADay, NOW).end).toEqual({ date: '2024-04-30', time: '' });
  });

  it('asks for a reason and refuses an edit that changes nothing', () => {
    const check = checkChangeForm(closedTime, edited(closedTime, { reason: '  ' }), NOW);
    expect(check).toEqual({
      ok: false,
      errors: { reason: 'form.error.reasonMissing', form: 'form.error.nothingChanged' },
    });
  });

  it('refuses an end before the start, and times in the future', () => {
    const backwards = edited(closedTime, { end: { date: '2024-05-01', time: '08:00' } });
    expect(checkChangeForm(closedTime, backwards, NOW)).toEqual({
      ok: false,
      errors: { end: 'form.error.endBeforeStart' },
    });
    const future = edited(closedTime, { end: { date: '2024-05-03', time: '13:00' } });
    expect(checkChangeForm(closedTime, future, NOW)).toEqual({
      ok: false,
      errors: { end: 'form.error.endFuture' },
    });
  });

  it('sends an edit of a closed workspace time with both times', () => {
    const form = edited(closedTime, { end: { date: '2024-05-01', time: '18:30' } });
    expect(checkChangeForm(closedTime, form, NOW)).toEqual({
      ok: true,
      variables: {
        kind: 'workspace_time',
        body: {
          requestType: 'EDIT',
          idWorkspaceTime: 'wt-1',
          start: NINE,
          end: local('2024-05-01T18:30:00'),
          reason: 'Clocked out late',
        },
      },
    });
  });

  it('sends only a new start for a running entry', () => {
    const running: ChangeTarget = {
      kind: 'workspace_time',
      requestType: 'EDIT',
      entry: { id: 'wt-2', start: NINE, end: null },
    };
    const form = edited(running, { start: { date: '2024-05-01', time: '08:30' } });
    const check = checkChangeForm(running, form, NOW);
    expect(check.ok && check.variables.body).toEqual({
      requestType: 'EDIT',
      idWorkspaceTime: 'wt-2',
      start: local('2024-05-01T08:30:00'),
      reason: 'Clocked out late',
    });
  });

  it('files a draft when the end of a new work time is not known', () => {
    const target: ChangeTarget = { kind: 'workspace_time', requestType: 'ADD' };
    const form = edited(target, {
      start: { date: '2024-05-02', time: '08:00' },
      endUnknown: true,
      reason: 'Forgot to clock in',
    });
    const check = checkChangeForm(target, form, NOW);
    expect(check.ok && check.variables.body).toEqual({
      requestType: 'ADD',
      start: local('2024-05-02T08:00:00'),
      reason: 'Forgot to clock in',
    });
    const withoutEnd = { ...form, endUnknown: false };
    expect(checkChangeForm(target, withoutEnd, NOW)).toEqual({
      ok: false,
      errors: { end: 'form.error.endMissingOrDraft' },
    });
  });

  it('keeps a new break inside its work time and names both ids of an edited one', () => {
    const add: ChangeTarget = {
      kind: 'break',
      requestType: 'ADD',
      idWorkspaceTime: 'wt-1',
      within: { start: NINE, end: FIVE },
    };
    const outside = edited(add, {
      start: { date: '2024-05-01', time: '16:45' },
      end: { date: '2024-05-01', time: '17:15' },
    });
    expect(checkChangeForm(add, outside, NOW)).toEqual({
      ok: false,
      errors: { end: 'form.error.outsideWorkTime' },
    });

    const breakEdit: ChangeTarget = {
      kind: 'break',
      requestType: 'DELETE',
      entry: { id: 'br-1', idWorkspaceTime: 'wt-1', start: NINE, end: FIVE },
    };
    const check = checkChangeForm(breakEdit, edited(breakEdit, {}), NOW);
    expect(check.ok && check.variables).toEqual({
      kind: 'break',
      body: {
        requestType: 'DELETE',
        idWorkspaceTime: 'wt-1',
        idBreakTime: 'br-1',
        reason: 'Clocked out late',
      },
    });
  });

  it('sends an activity edit with all its details, and accepts a details-only change', () => {
    const activity: ChangeTarget = {
      kind: 'activity',
      requestType: 'EDIT',
      entry: {
        id: 'ac-1',
        idWorkspace: 'w',
        idUser: 'u',
        idWorkspaceTime: null,
        idProject: 'p-1',
        idTask: null,
        idCategory: null,
        tags: ['t-1'],
        description: 'Baking',
        note: null,
        feedback: null,
        start: NINE,
        end: FIVE,
        metadataIn: {
          location: null,
          latitude: null,
          longitude: null,
          userAgent: null,
          ipAddress: null,
        },
        metadataOut: {
          location: null,
          latitude: null,
          longitude: null,
          userAgent: null,
          ipAddress: null,
        },
        deletedAt: null,
      },
    };
    const form = edited(activity, {});
    expect(checkChangeForm(activity, form, NOW)).toMatchObject({
      ok: false,
      errors: { form: 'form.error.nothingChanged' },
    });
    const changed = { ...form, details: { ...form.details, description: 'Baking bread' } };
    const check = checkChangeForm(activity, changed, NOW);
    expect(check.ok && check.variables).toEqual({
      kind: 'activity',
      body: {
        requestType: 'EDIT',
        idTimestamp: 'ac-1',
        start: NINE,
        end: FIVE,
        idProject: 'p-1',
        idTask: null,
        idCategory: null,
        idTags: ['t-1'],
        description: 'Baking bread',
        reason: 'Clocked out late',
      },
    });
  });
});
