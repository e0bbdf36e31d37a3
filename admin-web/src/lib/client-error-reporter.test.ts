import type { ClientErrorReport } from '@punchcard/shared';

import { ApiError } from '@/lib/api-client';
import { createClientErrorReporter } from '@/lib/client-error-reporter';

function setup(send: (report: ClientErrorReport) => Promise<unknown> = () => Promise.resolve()) {
  let now = 1_000_000;
  const sent = jest.fn(send);
  const report = createClientErrorReporter({
    send: sent,
    page: () => '/clock',
    now: () => now,
  });
  return {
    report,
    sent,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('reporting client errors', () => {
  it('sends the message, the page and the stack', () => {
    const { report, sent } = setup();
    const error = new TypeError('x is undefined');

    expect(report(error, 'in <ClockButton>')).toBe(true);

    expect(sent).toHaveBeenCalledWith({
      message: 'TypeError: x is undefined',
      page: '/clock',
      detail: expect.stringContaining('in <ClockButton>') as unknown,
    });
    expect(sent.mock.calls[0]?.[0].detail).toContain('x is undefined');
  });

  it('sends at most one report per 10 seconds', () => {
    const { report, sent, advance } = setup();

    report(new Error('one'));
    advance(9_999);
    report(new Error('two'));
    advance(1);
    report(new Error('three'));

    expect(sent.mock.calls.map(([body]) => body.message)).toEqual(['Error: one', 'Error: three']);
  });

  it('leaves out what the app already handles', () => {
    const { report, sent } = setup();

    report(new ApiError(409, 'add_conflict', 'overlap'));
    report(new DOMException('The user aborted a request.', 'AbortError'));
    report(new Error('ResizeObserver loop completed with undelivered notifications.'));

    expect(sent).not.toHaveBeenCalled();
  });

  it('cuts what is too long for the API rather than losing the report', () => {
    const { report, sent } = setup();

    report('m'.repeat(5_000));

    expect(sent.mock.calls[0]?.[0].message).toHaveLength(2_000);
  });

  it('ignores a failed report', async () => {
    const { report } = setup(() => Promise.reject(new Error('404')));

    expect(report(new Error('boom'))).toBe(true);
    await Promise.resolve();
  });
});
