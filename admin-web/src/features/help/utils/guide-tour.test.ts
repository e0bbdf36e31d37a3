import { WorkStatus } from '@punchcard/shared';

import {
  type GuideAction,
  type GuideState,
  guideReducer,
  guideStepNumber,
  guideTotals,
  initialGuideState,
} from '@/features/help/utils/guide-tour';

const T0 = 1_700_000_000;
const run = (...actions: GuideAction[]): GuideState =>
  actions.reduce(guideReducer, initialGuideState);

describe('the guided tour', () => {
  it('walks start, activity, break and session, then is done', () => {
    const steps = [
      run(),
      run({ type: 'clockIn', at: T0 }),
      run(
        { type: 'clockIn', at: T0 },
        { type: 'startActivity', at: T0 + 60, description: 'Report' },
      ),
    ].map((state) => state.step);
    expect(steps).toEqual(['start', 'activity', 'break']);

    const done = run(
      { type: 'clockIn', at: T0 },
      { type: 'startActivity', at: T0 + 60, description: '  Report  ' },
      { type: 'startBreak', at: T0 + 600 },
      { type: 'endBreak', at: T0 + 900 },
      { type: 'clockOut', at: T0 + 3600 },
    );
    expect(done.step).toBe('done');
    expect(done.activity).toEqual({
      description: 'Report',
      startedAt: T0 + 60,
      stoppedAt: T0 + 3600,
    });
    expect(guideTotals(done, T0 + 99_999)).toEqual({
      status: WorkStatus.NotWorking,
      worked: 3600 - 300,
      breaks: 300,
      tracked: 3540,
    });
  });

  it('stays on the break step until the break has ended', () => {
    const onBreak = run(
      { type: 'clockIn', at: T0 },
      { type: 'startActivity', at: T0, description: '' },
      { type: 'startBreak', at: T0 + 100 },
    );
    expect(onBreak.step).toBe('break');
    expect(guideTotals(onBreak, T0 + 160)).toEqual({
      status: WorkStatus.Break,
      worked: 100,
      breaks: 60,
      // The activity keeps running during the break, as in the app.
      tracked: 160,
    });
  });

  it('ignores an action that is not the step’s', () => {
    const start = run({ type: 'clockOut', at: T0 }, { type: 'startBreak', at: T0 });
    expect(start).toEqual(initialGuideState);
    const working = run({ type: 'clockIn', at: T0 }, { type: 'clockIn', at: T0 + 5 });
    expect(working.clockedInAt).toBe(T0);
    expect(guideReducer(working, { type: 'endBreak', at: T0 + 9 })).toBe(working);
  });

  it('lets time pass only while clocked in, and the timers count it', () => {
    expect(run({ type: 'pass', seconds: 1800 }).skipped).toBe(0);
    const working = run({ type: 'clockIn', at: T0 }, { type: 'pass', seconds: 1800 });
    expect(working.skipped).toBe(1800);
    expect(guideTotals(working, T0 + working.skipped).worked).toBe(1800);
  });

  it('starts over', () => {
    expect(run({ type: 'clockIn', at: T0 }, { type: 'restart' })).toEqual(initialGuideState);
  });

  it('numbers the steps from 1, done past the last', () => {
    expect(
      ['start', 'activity', 'break', 'session', 'done'].map((step) =>
        guideStepNumber(step as GuideState['step']),
      ),
    ).toEqual([1, 2, 3, 4, 5]);
  });
});
